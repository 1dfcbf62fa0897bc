/**
 * pnpm db:reset — an empty, migrated, re-seeded database.
 * PGlite: deletes the data folder. Postgres: drops and re-creates the current schema.
 */
import { rm } from 'node:fs/promises';
import { readConfig } from '../src/config';
import { lockDataDir } from '../src/db/data-dir-lock';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { seedDemo } from '../src/seed/seed';

async function reset() {
  const { db: dbConfig } = readConfig();
  if (dbConfig.kind === 'pglite' && dbConfig.dataDir) {
    // not under a running API's feet: the lock refuses while one has the folder open
    const release = lockDataDir(dbConfig.dataDir);
    try {
      await rm(dbConfig.dataDir, { recursive: true, force: true });
    } finally {
      release();
    }
    console.log(`Deleted ${dbConfig.dataDir}`);
  }
  const db = await openDb(dbConfig);
  try {
    if (dbConfig.kind === 'postgres') {
      const schema = await targetSchema(db);
      await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}";`);
      console.log(`Dropped and re-created schema ${schema}`);
    }
    const applied = await migrate(db);
    await seedDemo(db);
    console.log(`Applied ${applied.length} migration(s) and seeded the demo data.`);
  } finally {
    await db.close();
  }
}

/** The schema tables are created in: current_schema(), or the search_path's first if not made yet. */
async function targetSchema(db: Db): Promise<string> {
  const [row] = await db.query<{ schema: string | null; path: string }>(
    "SELECT current_schema() AS schema, current_setting('search_path') AS path",
  );
  const fromPath = (row?.path ?? '')
    .split(',')
    .map((name) => name.trim().replace(/^"|"$/g, ''))
    .find((name) => name && name !== '$user');
  const schema = row?.schema ?? fromPath;
  if (!schema || !/^[A-Za-z_][\w$]*$/.test(schema))
    throw new Error(`Cannot tell which schema to reset (${schema})`);
  return schema;
}

reset().catch((error: unknown) => {
  console.error('db:reset failed:', error);
  process.exit(1);
});
