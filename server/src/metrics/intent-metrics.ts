import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { Db } from '../db/db';
import { registry } from './metrics';
import { watchUntilClosed } from './watched-apps';

// Payment intents not finished yet, read from the database at each scrape: the figures are the
// site's (every API process reads the same rows), so one process's scrape is enough to alert on.

type Unfinished = 'pending' | 'refunding';
const UNFINISHED: readonly Unfinished[] = ['pending', 'refunding'];

/** A scrape must answer even while the database does not: its figures are then unknown (NaN). */
const READ_TIMEOUT_MS = 1000;

/** The database of the app built last (tests build several apps in one process). */
const watched: Db[] = [];

interface IntentFigures {
  status: Unfinished;
  count: number;
  oldestSeconds: number;
}

/** One read per scrape, shared by the two gauges that prom-client collects together. */
let reading: Promise<IntentFigures[] | null> | null = null;

function readIntents(): Promise<IntentFigures[] | null> {
  const db = watched.at(-1);
  if (!db) return Promise.resolve([]);
  reading ??= Promise.race([
    // payment_intents_open_idx covers exactly these rows: a handful, however old the site
    db.query<IntentFigures>(
      `SELECT status, count(*)::int AS count,
              extract(epoch FROM now() - min(created_at))::float8 AS "oldestSeconds"
         FROM payment_intents WHERE status IN ('pending', 'refunding')
        GROUP BY status`,
    ),
    new Promise<null>((resolve) => setTimeout(resolve, READ_TIMEOUT_MS, null).unref()),
  ])
    .catch(() => null)
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** Sets `gauge` per unfinished status from the read: 0 for none, NaN when the read failed. */
async function collectIntents(gauge: Gauge<'status'>, figure: (row: IntentFigures) => number) {
  const rows = await readIntents();
  for (const status of UNFINISHED) {
    const row = rows?.find((candidate) => candidate.status === status);
    gauge.set({ status }, rows === null ? NaN : row ? figure(row) : 0);
  }
}

new Gauge({
  name: 'island_eats_payment_intents_unfinished',
  help:
    'Payment intents not finished: pending (a charge under way, or unclear and left to the ' +
    'reconciler) and refunding (money to give back); NaN while the database does not answer',
  labelNames: ['status'] as const,
  registers: [registry],
  collect() {
    return collectIntents(this, (row) => row.count);
  },
});

new Gauge({
  name: 'island_eats_payment_intent_oldest_age_seconds',
  help:
    'Age of the oldest unfinished payment intent, by status: a live checkout finishes in ' +
    'seconds, so minutes mean the reconciler cannot settle it; 0 when there is none',
  labelNames: ['status'] as const,
  registers: [registry],
  collect() {
    return collectIntents(this, (row) => row.oldestSeconds);
  },
});

/** The app's database is read at each scrape, until the app closes. */
export function measurePaymentIntents(app: FastifyInstance, db: Db): void {
  watchUntilClosed(app, watched, db);
}
