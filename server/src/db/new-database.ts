import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
 * migrated data folder here (make-new-database.ts); a new data folder starts as a copy of its
 * files (a tenth of a second), and migrate() applies what is newer. Named for the PGlite that
 * wrote it: another version may not read its files.
 */
export const newDatabaseDir = () =>
  path.join(REPO_ROOT, '.data', `new-database-pglite-${pgliteVersion()}`);

/**
 * Fills the new folder `into` with a copy of `from`; false when no build made one, or when it
 * could not be read whole (a build replacing it meanwhile): the caller makes one itself then.
 */
export function copyNewDatabase(into: string, from = newDatabaseDir()): boolean {
  if (!existsSync(from)) return false;
  try {
    cpSync(from, into, { recursive: true });
    return true;
  } catch {
    rmSync(into, { recursive: true, force: true });
    return false;
  }
}
