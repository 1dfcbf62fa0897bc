import type { Server } from 'node:http';
import { deployQueries, metricNamesIn } from '../../deploy/metric-queries';
import type { Db } from '../src/db/db';
import { collectProcessMetrics } from '../src/metrics/metrics';
import { startMetricsServer } from '../src/metrics/metrics-server';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

// deploy/'s alert rules and dashboard read the API's metrics by name: one renamed or dropped
// here would leave an alert that can never fire and a panel that stays empty, unnoticed. The
// names exported are those an API process serves: the app built, the process's own figures
// on (server/src/main.ts turns them on), scraped as Prometheus scrapes it.

let db: Db;
let server: TestServer;
let metrics: Server;

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db });
  collectProcessMetrics();
  metrics = await startMetricsServer(0, '127.0.0.1');
});
afterAll(async () => {
  metrics?.close();
  await server?.close();
  await db?.close();
});

/** The series names a scrape can hold: a histogram's or summary's parts by their suffixes. */
async function exportedNames(): Promise<Set<string>> {
  const { port } = metrics.address() as { port: number };
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  // Prometheus's own series of each target: whether its scrape answered
  const names = new Set(['up']);
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram')
      for (const part of ['_bucket', '_sum', '_count']) names.add(name + part);
    if (type === 'summary') for (const part of ['_sum', '_count']) names.add(name + part);
  }
  return names;
}

it('every metric an alert or a dashboard panel reads is one the API exports', async () => {
  const exported = await exportedNames();
  expect(exported).toContain('island_eats_http_request_duration_seconds_bucket');
  expect(exported).toContain('nodejs_eventloop_lag_p99_seconds');
  const unknown = deployQueries().flatMap(({ where, expr }) =>
    metricNamesIn(expr)
      .filter((name) => !exported.has(name))
      .map((name) => `${where}: ${name}`),
  );
  expect(unknown).toEqual([]);
});
