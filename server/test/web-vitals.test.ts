import type { Server } from 'node:http';
import type { Db } from '../src/db/db';
import { startMetricsServer } from '../src/metrics/metrics-server';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

// Issue 38.3: real customers' Web Vitals, sent by the shell's beacon to POST vitals, land in the
// API's metrics per route pattern; malformed, oversized or flooding beacons are refused before
// they count, each with a clear errorMessage and never a 5xx.

let db: Db;
let server: TestServer;
let metrics: Server;
let metricsUrl: string;
// the limits' windows follow the app's clock
let clock = new Date('2026-06-02T15:00:00Z').getTime();

beforeAll(async () => {
  db = await openSeededDb();
  // behind a trusted proxy, so each test can call from an address of its own
  server = await startTestServer({ db, now: () => new Date(clock), trustProxy: true });
  metrics = await startMetricsServer(0, '127.0.0.1');
  metricsUrl = `http://127.0.0.1:${(metrics.address() as { port: number }).port}/metrics`;
});
afterAll(async () => {
  metrics?.close();
  await server?.close();
  await db?.close();
});

let addresses = 0;
/** A new caller: an address no other test used, so no limit counts another test's calls. */
const newAddress = () => `203.0.113.${++addresses}`;

/** A sample's value by name and labels, whatever their order (0 when absent). */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((candidate) => {
    const match = /^([\w:]+)(?:\{(.*)\})? /.exec(candidate);
    const have = match?.[2]?.split(',') ?? [];
    return match?.[1] === name && wanted.every((label) => have.includes(label));
  });
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** The observation counts of the four vitals on the home page's route. */
const homeCounts = () =>
  Promise.all([
    ...['LCP', 'INP', 'TTFB'].map((metric) =>
      sample('island_eats_web_vitals_seconds_count', { metric, route: '/' }),
    ),
    sample('island_eats_web_vitals_cls_count', { route: '/' }),
  ]);

const HOME_VIEW = {
  vitals: [
    { name: 'LCP', value: 1830.4, route: '/' },
    { name: 'INP', value: 96, route: '/' },
    { name: 'CLS', value: 0.012, route: '/' },
    { name: 'TTFB', value: 212.7, route: '/' },
  ],
};

function send(body: string, contentType: string, address = newAddress()) {
  return fetch(`${server.origin}/api/v1/vitals`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': address },
    body,
  });
}
const sendJson = (body: unknown, address?: string) =>
  send(JSON.stringify(body), 'application/json', address);

it("counts a page view's vitals by its route pattern", async () => {
  const before = await homeCounts();
  const lcpUnder2s = await sample('island_eats_web_vitals_seconds_bucket', {
    le: '2',
    metric: 'LCP',
    route: '/',
  });
  const res = await sendJson(HOME_VIEW);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ error: 'false', errorMessage: '' });
  const after = await homeCounts();
  expect(after.map((count, i) => count - before[i]!)).toEqual([1, 1, 1, 1]);
  // milliseconds counted as seconds: 1.83 s is under the 2 s bucket's bound
  expect(
    await sample('island_eats_web_vitals_seconds_bucket', { le: '2', metric: 'LCP', route: '/' }),
  ).toBe(lcpUnder2s + 1);
});

it('reads the text/plain body navigator.sendBeacon sends across origins', async () => {
  const route = '/restaurant-details/:outletId/*';
  const before = await sample('island_eats_web_vitals_seconds_count', { metric: 'LCP', route });
  const res = await send(
    JSON.stringify({ vitals: [{ name: 'LCP', value: 2400, route }] }),
    'text/plain;charset=UTF-8',
  );
  expect(res.status).toBe(200);
  expect(await sample('island_eats_web_vitals_seconds_count', { metric: 'LCP', route })).toBe(
    before + 1,
  );
});

const entry = (fields: Record<string, unknown>) => ({
  vitals: [{ ...HOME_VIEW.vitals[0], ...fields }],
});

describe('refuses a bad beacon and counts nothing of it', () => {
  const cases: [string, () => Promise<Response>, number, RegExp][] = [
    ['malformed JSON', () => send('{"vitals": [', 'application/json'), 400, /not valid JSON/],
    ['malformed text', () => send('LCP=1200', 'text/plain'), 400, /not valid JSON/],
    ['an empty body', () => send('', 'text/plain'), 400, /empty/],
    ['no vitals', () => sendJson({}), 422, /vitals is required/],
    ['an empty list', () => sendJson({ vitals: [] }), 422, /vitals/],
    ['an unknown metric', () => sendJson(entry({ name: 'FID' })), 422, /name must be one of/],
    ['an unknown route', () => sendJson(entry({ route: '/admin' })), 422, /route must be one/],
    ['a URL for a route', () => sendJson(entry({ route: '/order-status/12' })), 422, /route/],
    // what JSON.stringify makes of NaN and Infinity
    ['NaN', () => sendJson(entry({ value: NaN })), 422, /value must be a number/],
    ['a number as text', () => sendJson(entry({ value: '1200' })), 422, /must be a number/],
    ['a negative value', () => sendJson(entry({ value: -5 })), 422, /at least 0/],
    ['a huge value', () => sendJson(entry({ value: 1e12 })), 422, /at most 120000/],
    [
      'a number too large for a double',
      () => send('{"vitals":[{"name":"LCP","value":1e999,"route":"/"}]}', 'application/json'),
      422,
      /must be a number/,
    ],
    [
      'a layout shift no page makes',
      () => sendJson(entry({ name: 'CLS', value: 42 })),
      422,
      /at most 10 for CLS/,
    ],
    ['a field of its own', () => sendJson(entry({ url: '/x' })), 422, /url is not an accepted/],
    [
      'too many entries',
      () => sendJson({ vitals: Array.from({ length: 9 }, () => HOME_VIEW.vitals[0]) }),
      422,
      /at most 8 items/,
    ],
    [
      'an oversized body',
      () => sendJson({ vitals: HOME_VIEW.vitals, pad: 'x'.repeat(100_000) }),
      413,
      /too large/,
    ],
    ['a form', () => send('name=LCP&value=1', 'application/x-www-form-urlencoded'), 415, /JSON/],
  ];

  it.each(cases)('%s', async (_label, call, status, message) => {
    const before = await homeCounts();
    const res = await call();
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string; errorMessage: string };
    expect(body.error).toBe('true');
    expect(body.errorMessage).toMatch(message);
    expect(await homeCounts()).toEqual(before);
  });
});

it('refuses a flood from one address with 429, while another address is still counted', async () => {
  const flooder = newAddress();
  const refusals = () =>
    sample('island_eats_request_limit_refusals_total', { limit: 'vitals-address' });
  const refusedBefore = await refusals();
  const statuses: number[] = [];
  for (let i = 0; i < 62; i += 1) statuses.push((await sendJson(HOME_VIEW, flooder)).status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(60);
  const refused = await sendJson(HOME_VIEW, flooder);
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBeTruthy();
  expect(((await refused.json()) as { errorMessage: string }).errorMessage).toMatch(/Too many/);
  expect(statuses.slice(60)).toEqual([429, 429]);
  expect((await refusals()) - refusedBefore).toBe(3);

  expect((await sendJson(HOME_VIEW)).status).toBe(200);
  // the next minute is a new window
  clock += 60_000;
  expect((await sendJson(HOME_VIEW, flooder)).status).toBe(200);
});
