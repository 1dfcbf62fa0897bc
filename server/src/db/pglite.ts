import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db';
import { timedDbWork } from '../metrics/metrics';

/**
 * Embedded Postgres. `dataDir` undefined keeps the database in memory (tests), empty or, with
 * `copyOf`, a copy of a database PGlite dumped (dumpDataDir): a new database runs initdb, a copy
 * skips it.
 * PGlite is a single connection that queues queries behind an open transaction itself.
 */
export async function openPglite(dataDir?: string, copyOf?: Blob): Promise<Db> {
  // PGlite makes only the last folder of the path: a fresh clone has no `.data/` yet.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // Postgres' default 128 MB of shared buffers lives in the API process's own memory here;
    // 32 MB holds the demo's whole database and keeps the API well under DESIGN.md's 500 MB.
    const options = { postgresqlconf: ['shared_buffers = 32MB'], loadDataDir: copyOf };
    const pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
    await pg.waitReady;
    const db = pgliteDb(pg);
    return { ...db, close: () => db.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** The Db of an open PGlite. */
export function pgliteDb(pg: PGlite): Db {
  // No other process opens this database, so every write passes through here.
  let writes = 0;
  const counted = <T>(work: Promise<T>) =>
    work.finally(() => {
      writes += 1;
    });
  // PGlite runs one statement or transaction at a time and queues the rest behind it; queued
  // here instead, in the same order, so the wait and the work are each measured (metrics.ts)
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(kind: 'statement' | 'transaction', work: () => Promise<T>): Promise<T> => {
    const queued = performance.now();
    const turn = last.then(() => timedDbWork('pglite', kind, queued, work));
    last = turn.catch(() => {});
    return turn;
  };
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = inTurn('statement', () => pg.query<T>(sql, params as unknown[]));
      return (await (READ_ONLY.test(sql) ? result : counted(result))).rows;
    },
    async exec(sql: string) {
      await counted(inTurn('statement', () => pg.exec(sql)));
    },
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return counted(inTurn('transaction', () => pg.transaction((tx) => fn(wrapTransaction(tx)))));
    },
    close: () => pg.close(),
    completedWrites: () => writes,
  };
}

/** A plain SELECT changes no table (the app's SELECTs call nothing that writes one). */
const READ_ONLY = /^\s*SELECT\b/i;

function wrapTransaction(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await tx.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    // Nested calls join the outer transaction.
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}
