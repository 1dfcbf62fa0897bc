import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { preparedQueries } from './pglite-prepared';
import { epochMs, type PgliteAsk, type PgliteReply, type PgliteWorkerData } from './pglite-thread';

/**
 * The embedded database's own thread (pglite-thread.ts starts it): PGlite's WebAssembly runs
 * here, so a busy database never holds up the API's event loop, which accepts connections,
 * parses requests and writes answers meanwhile. Asks run one at a time, in the order asked.
 */
const { dataDir, copyOf } = workerData as PgliteWorkerData;
const port = parentPort!;

// Postgres' default 128 MB of shared buffers lives in the API process's own memory here;
// 32 MB holds the demo's whole database and keeps the API within DESIGN.md's memory bound.
const options = {
  postgresqlconf: ['shared_buffers = 32MB'],
  loadDataDir: copyOf ? new Blob([copyOf]) : undefined,
};

/** What a failed statement carries across (Postgres' fields: code, constraint, detail...). */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

type Query = ReturnType<typeof preparedQueries>;

async function run(pg: PGlite, query: Query, ask: PgliteAsk): Promise<unknown[]> {
  if (ask.kind === 'query') return query(ask.sql, ask.params);
  if (ask.kind === 'exec') await pg.exec(ask.sql);
  else await pg.close();
  return [];
}

async function answer(pg: PGlite, query: Query, ask: PgliteAsk): Promise<void> {
  const startedAt = epochMs();
  let reply: PgliteReply;
  try {
    reply = { id: ask.id, rows: await run(pg, query, ask), startedAt, finishedAt: epochMs() };
  } catch (error) {
    reply = { id: ask.id, error: errorFields(error) };
  }
  port.postMessage(reply);
}

async function start(): Promise<void> {
  const pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pg.waitReady;
  const query = preparedQueries(pg);
  let last = Promise.resolve();
  port.on('message', (ask: PgliteAsk) => {
    last = last.then(() => answer(pg, query, ask));
  });
  port.postMessage({ id: 0, rows: [], startedAt: 0, finishedAt: 0 } satisfies PgliteReply);
}

start().catch((error: unknown) => {
  port.postMessage({ id: 0, error: errorFields(error) } satisfies PgliteReply);
});
