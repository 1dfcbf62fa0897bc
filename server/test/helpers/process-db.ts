import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { seedDemo } from '../../src/seed/seed';
import { openPgliteCopy, openSeededDb } from './test-db';

/** A seeded database that API processes (helpers/api-process) open, and the test reads. */
export interface ProcessDb {
  /** What tells an API process to open this database. */
  env: Record<string, string>;
  /**
   * Runs fn on the database. A PGlite folder is one process's: call it only while no API
   * process has it open.
   */
  withDb<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** A PGlite folder (pglite project) or a fresh schema on DATABASE_URL (postgres project). */
export async function openProcessDb(): Promise<ProcessDb> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const db = await openSeededDb();
    const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const url = new URL(process.env.DATABASE_URL as string);
    url.searchParams.set('options', `-c search_path=${row?.schema ?? ''}`);
    return {
      env: { DATABASE_URL: url.toString() },
      withDb: (fn) => fn(db),
      dispose: () => db.close(),
    };
  }
  const root = mkdtempSync(path.join(tmpdir(), 'island-eats-api-'));
  const dataDir = path.join(root, 'pglite');
  const withDb = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const db = await openPglite(dataDir);
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  const seeded = await openPgliteCopy(dataDir);
  try {
    await migrate(seeded);
    await seedDemo(seeded);
  } finally {
    await seeded.close();
  }
  const env: Record<string, string> = { DATA_DIR: dataDir };
  // An inherited DATABASE_URL would win over DATA_DIR.
  if (process.env.DATABASE_URL) env.DATABASE_URL = '';
  return { env, withDb, dispose: async () => rmSync(root, { recursive: true, force: true }) };
}
