import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db';
import { migrate } from './migrate';
import { REPO_ROOT } from './paths';

/** The version of PGlite installed (its package.json is not one of its exports). */
function pgliteVersion(): string {
  // (createRequire: a bundler leaves it to node, where it would make require.resolve its own)
  const entry = createRequire(__filename).resolve('@electric-sql/pglite');
  const file = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * A new embedded database, made once ahead: PGlite's initdb costs ~4 s of a 2-core machine
 * and, in the process that ran it, ~150 MB that its allocator keeps. `pnpm build` leaves a
 * migrated data folder here; a new data folder starts as a copy of its files (a tenth of a
 * second), and migrate() applies what is newer. Named for the PGlite that wrote it: another
 * version may not read its files.
 */
export const NEW_DATABASE_DIR = path.join(
  REPO_ROOT,
  '.data',
  `new-database-pglite-${pgliteVersion()}`,
);

/** PGlite of this process (or one of its transactions) as the Db migrate() takes. */
function inProcess(pg: Pick<PGlite, 'query' | 'exec'> & Partial<Pick<PGlite, 'transaction'>>): Db {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await pg.query<T>(sql, [...params])).rows,
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (fn) =>
      pg.transaction ? pg.transaction((tx) => fn(inProcess(tx))) : fn(inProcess(pg)),
    close: async () => {},
  };
}

/** A migrated, empty PGlite in this process, in `dataDir` (undefined: in memory). */
export async function migratedPglite(dataDir?: string): Promise<PGlite> {
  const pg = new PGlite(dataDir);
  await migrate(inProcess(pg));
  return pg;
}

/** Makes NEW_DATABASE_DIR, whole or not at all (two builds may race). */
export async function writeNewDatabase(dir = NEW_DATABASE_DIR): Promise<void> {
  const making = `${dir}.${process.pid}.partial`;
  rmSync(making, { recursive: true, force: true });
  await (await migratedPglite(making)).close();
  rmSync(dir, { recursive: true, force: true });
  renameSync(making, dir);
}

/** Fills the new folder `into` with a copy of `from`; false when no build made one. */
export function copyNewDatabase(into: string, from = NEW_DATABASE_DIR): boolean {
  if (!existsSync(from)) return false;
  cpSync(from, into, { recursive: true });
  return true;
}
