import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { seedDemo } from '../../src/seed/seed';
import { TEMPLATE_ENV } from './pglite-template';

/**
 * A migrated, seeded database for one test file: PGlite in memory, or, in the postgres project
 * (jest.postgres.config.cjs), a fresh schema on DATABASE_URL that close() drops so parallel
 * runs never collide.
 */
export async function openSeededDb(): Promise<Db> {
  const db = await openTestDb();
  await migrate(db);
  await seedDemo(db);
  return db;
}

export async function openTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE !== 'postgres' || !url) return openPgliteCopy();
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const db = await openPostgres(url, { schema });
  return {
    ...db,
    close: async () => {
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    },
  };
}

/**
 * A copy of the migrated database of pglite-template.ts (in memory, or in `dataDir`, which must
 * be new), or a new database outside that project.
 */
export async function openPgliteCopy(dataDir?: string): Promise<Db> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return openPglite(dataDir);
  return openPglite(dataDir, template);
}
