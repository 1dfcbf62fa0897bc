import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';
import { MIGRATIONS_DIR } from './paths';

const MIGRATION_FILE = /^(\d+)_[\w-]+\.sql$/;

/** Applies the numbered .sql files not yet recorded in schema_migrations, in order. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
      (row) => row.version,
    ),
  );
  const newlyApplied: string[] = [];
  for (const file of await migrationFiles(dir)) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}

/** The migrations this code knows, in the order they apply (readiness compares them too). */
export async function migrationFiles(dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir))
    .filter((name) => MIGRATION_FILE.test(name))
    .sort((a, b) => migrationNumber(a) - migrationNumber(b));
}

function migrationNumber(file: string): number {
  return Number(MIGRATION_FILE.exec(file)?.[1] ?? 0);
}
