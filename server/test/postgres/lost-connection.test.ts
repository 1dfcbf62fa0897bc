import type { Db } from '../../src/db/db';
import { QUERY_TIMEOUT_MS } from '../../src/db/postgres';
import { isDatabaseUnreachable } from '../../src/db/unreachable';
import { openTestDb } from '../helpers/test-db';

// The pool's side of a database outage (own-postgres/postgres-outage.test.ts has the whole
// API's): a connection cut in the middle of a transaction fails that transaction, as a lost
// database, without ending the process; a statement that does not answer is given up on; the
// next call gets a fresh connection.

let db: Db;
let other: Db;

beforeAll(async () => {
  [db, other] = await Promise.all([openTestDb(), openTestDb()]);
});

afterAll(async () => {
  await Promise.all([db?.close(), other?.close()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('fails a transaction whose connection is cut between statements, and serves the next call', async () => {
  const cut = db.transaction(async (tx) => {
    const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await other.query('SELECT pg_terminate_backend($1)', [row?.pid]);
    // the connection dies while idle in the transaction: an 'error' event, not a query error
    await sleep(300);
    await tx.query('SELECT 1');
  });
  const failure = await cut.then(
    () => null,
    (error: unknown) => error,
  );
  expect(isDatabaseUnreachable(failure)).toBe(true);
  expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
});

it('gives up on a statement that does not answer in time', async () => {
  const started = Date.now();
  const failure = await db.query('SELECT pg_sleep(5)').then(
    () => null,
    (error: unknown) => error,
  );
  expect(isDatabaseUnreachable(failure)).toBe(true);
  expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS + 1000);
  expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
});
