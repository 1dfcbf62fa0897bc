import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator scrapes of this API process (Prometheus' text format, at METRICS_PORT: a
 * port of its own, which the public site never proxies). One registry a process: its figures
 * are the process's, whatever number of apps a test builds in it.
 */
export const registry = new Registry();

// from a millisecond to the 30 s a stalled call took (issue 37)
const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const requestSeconds = new Histogram({
  name: 'island_eats_http_request_duration_seconds',
  help: 'API answers by route and status: from the request read to the answer sent',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

/** The embedded database runs one statement at a time: what waits for it is the queue. */
export const dbWaitSeconds = new Histogram({
  name: 'island_eats_db_wait_seconds',
  help: 'How long a statement or transaction waited for a database connection',
  labelNames: ['database', 'kind'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const dbBusySeconds = new Histogram({
  name: 'island_eats_db_busy_seconds',
  help: 'How long a statement or transaction held its database connection',
  labelNames: ['database', 'kind'] as const,
  buckets: SECONDS,
  registers: [registry],
});

/** Calls in turn (http/calls-in-turn.ts): how long a call waited to be let in, and how many wait. */
export const callTurnWaitSeconds = new Histogram({
  name: 'island_eats_call_turn_wait_seconds',
  help: 'How long an API call waited for its turn before it began',
  buckets: SECONDS,
  registers: [registry],
});

export const callsWaiting = new Gauge({
  name: 'island_eats_calls_waiting',
  help: 'API calls waiting for their turn now',
  registers: [registry],
});

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
/** The process's Postgres pool, when it has one (db/postgres.ts). */
let pool: PoolCounts | null = null;
export const watchPool = (counts: PoolCounts) => {
  pool = counts;
};

new Gauge({
  name: 'island_eats_db_pool_connections',
  help: 'The Postgres pool: connections open, idle, and calls waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!pool) return;
    this.set({ state: 'open' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});

/**
 * One piece of database work of `kind` (statement, transaction) by its times, in milliseconds
 * on one clock: asked at `queuedAt` (null: its wait is not known apart from the work), run from
 * `startedAt` to `finishedAt`.
 */
export function observeDbWork(
  database: 'pglite' | 'postgres',
  kind: 'statement' | 'transaction',
  queuedAt: number | null,
  startedAt: number,
  finishedAt: number,
): void {
  if (queuedAt !== null) {
    dbWaitSeconds.observe({ database, kind }, Math.max(0, startedAt - queuedAt) / 1000);
  }
  dbBusySeconds.observe({ database, kind }, (finishedAt - startedAt) / 1000);
}

/**
 * Times `work` as the database `kind` of work (statement, transaction) it is: its wait since
 * `queued` (null: not known apart from the work), then the work.
 */
export async function timedDbWork<T>(
  database: 'pglite' | 'postgres',
  kind: 'statement' | 'transaction',
  queued: number | null,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    observeDbWork(database, kind, queued, started, performance.now());
  }
}

let processMetrics = false;
/**
 * Memory, CPU, GC and the event loop's delay (its percentiles since the last scrape) of the API
 * process: prom-client's own, started once by the process (server/src/main.ts), not by tests.
 */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 5 });
}
