import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../src/db/migrate';
import { pgliteDb } from '../../src/db/pglite';
import { epochMs } from '../../src/db/pglite-thread';

/**
 * The pglite project's globalSetup: one migrated, empty database, dumped to a file that every
 * test file's openTestDb copies. A new PGlite runs initdb, which costs seconds per test file on
 * a 2-core machine; a copy of the dump skips it and the migrations.
 */
export const TEMPLATE_ENV = 'PGLITE_MIGRATED_TEMPLATE';

export default async function dumpMigratedTemplate(): Promise<void> {
  const file = path.join(tmpdir(), `island-eats-pglite-template-${process.pid}.tar`);
  const pg = new PGlite();
  // PGlite in this process (the dump needs it), asked as pgliteDb asks its thread
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
  await writeFile(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await pg.close();
  // the test workers jest starts after this inherit the environment
  process.env[TEMPLATE_ENV] = file;
}
