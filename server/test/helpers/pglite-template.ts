import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPglite } from '../../src/db/make-new-database';

/**
 * The pglite project's globalSetup: one migrated, empty database, dumped to a file that every
 * test file's openTestDb copies. A new PGlite runs initdb, which costs seconds per test file on
 * a 2-core machine; a copy of the dump skips it and the migrations.
 */
export const TEMPLATE_ENV = 'PGLITE_MIGRATED_TEMPLATE';

export default async function dumpMigratedTemplate(): Promise<void> {
  const file = path.join(tmpdir(), `island-eats-pglite-template-${process.pid}.tar`);
  const pg = await migratedPglite();
  await writeFile(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await pg.close();
  // the test workers jest starts after this inherit the environment
  process.env[TEMPLATE_ENV] = file;
}
