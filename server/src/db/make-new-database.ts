import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import { newDatabaseDir } from './new-database';
import { pgliteDb } from './pglite';
import { epochMs } from './pglite-thread';

/** A migrated, empty PGlite in this process, in `dataDir` (undefined: in memory). */
export async function migratedPglite(dataDir?: string): Promise<PGlite> {
  const pg = new PGlite(dataDir);
  // asked as pgliteDb asks the database's thread
  const timed = async <T>(work: Promise<T>) => {
    const startedAt = epochMs();
    const done = await work;
    return { done, startedAt, finishedAt: epochMs() };
  };
  await migrate(
    pgliteDb({
      query: async (sql, params) => {
        const { done, ...times } = await timed(pg.query(sql, [...params]));
        return { rows: done.rows, ...times };
      },
      exec: async (sql) => ({ rows: [], ...(await timed(pg.exec(sql))) }),
      close: () => pg.close(),
    }),
  );
  return pg;
}

/**
 * Makes the migrated data folder new databases copy (new-database.ts): beside it, then moved
 * in, the older one moved out first, so a start copying meanwhile never reads a half of it.
 */
export async function writeNewDatabase(dir = newDatabaseDir()): Promise<void> {
  const making = `${dir}.partial`;
  rmSync(making, { recursive: true, force: true });
  // (PGlite makes only the last folder of the path: a fresh clone has no `.data/` yet)
  mkdirSync(path.dirname(dir), { recursive: true });
  await (await migratedPglite(making)).close();
  const older = `${dir}.old`;
  rmSync(older, { recursive: true, force: true });
  try {
    renameSync(dir, older);
  } catch {
    // the first one
  }
  renameSync(making, dir);
  rmSync(older, { recursive: true, force: true });
}
