import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Db } from './db';

/**
 * Embedded Postgres. `dataDir` undefined keeps the database in memory (tests).
 * PGlite is a single connection that queues queries behind an open transaction itself.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  // PGlite makes only the last folder of the path: a fresh clone has no `.data/` yet.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return pg.transaction((tx) => fn(wrapTransaction(tx)));
    },
    close: () => pg.close(),
  };
}

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
