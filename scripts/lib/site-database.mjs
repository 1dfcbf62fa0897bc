// A site copy's database read from a script once its API has stopped: the PGlite folder it
// wrote, or a schema of its own on a Postgres server. The drivers are the server's own.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const fromServer = createRequire(path.resolve(import.meta.dirname, '../../server/package.json'));
const load = async (name) => import(pathToFileURL(fromServer.resolve(name)).href);

/**
 * Runs `fn(query)` on the database: the PGlite folder `dataDir`, or `databaseUrl`.
 * `query(sql)` answers the rows. A PGlite folder is one process's: its API must have stopped.
 */
export async function withSiteDatabase({ dataDir, databaseUrl }, fn) {
  if (databaseUrl) {
    const { default: pg } = await load('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await load('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  await db.waitReady;
  try {
    return await fn(async (sql) => (await db.query(sql)).rows);
  } finally {
    await db.close();
  }
}

/**
 * A new empty schema on the Postgres server of `serverUrl`: `url` opens it (the API migrates
 * and seeds it as a new database), `drop()` removes it.
 */
export async function freshSchema(serverUrl, prefix) {
  const schema = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const onServer = (sql) => withSiteDatabase({ databaseUrl: serverUrl }, (query) => query(sql));
  await onServer(`CREATE SCHEMA ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => onServer(`DROP SCHEMA ${schema} CASCADE`) };
}
