import type { Db } from '../src/db/db';
import { openPglite } from '../src/db/pglite';

// Issue 37: embedded PGlite runs on a thread of its own. What crosses between the threads must
// be what the API had with PGlite in its own: Postgres' error fields, values by type, and a
// transaction nothing else runs inside.

let db: Db;
beforeAll(async () => {
  db = await openPglite();
  await db.exec(`CREATE TABLE things (id int PRIMARY KEY, name text CONSTRAINT named UNIQUE,
                   data bytea, at timestamptz)`);
});
afterAll(() => db?.close());

it("raises a statement's failure with Postgres' code and constraint", async () => {
  await db.query('INSERT INTO things (id, name) VALUES (1, $1)', ['one']);
  await expect(db.query('INSERT INTO things (id, name) VALUES (2, $1)', ['one'])).rejects.toEqual(
    expect.objectContaining({ code: '23505', constraint: 'named', table: 'things' }),
  );
  await expect(db.query('SELECT 1 / 0')).rejects.toThrow('division by zero');
});

it('answers values by their types: bytes, times, numbers', async () => {
  const at = new Date('2026-11-28T12:00:00Z');
  await db.query('INSERT INTO things (id, data, at) VALUES (3, $1, $2)', [
    new Uint8Array([1, 2, 3]),
    at,
  ]);
  const rows = await db.query<{ id: number; data: Uint8Array; at: Date }>(
    'SELECT id, data, at FROM things WHERE id = 3',
  );
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row.id).toBe(3);
  // (made on the database's thread: another realm's Uint8Array and Date, compared by value)
  expect(Object.prototype.toString.call(row.data)).toBe('[object Uint8Array]');
  expect([...row.data]).toEqual([1, 2, 3]);
  expect(row.at.getTime()).toBe(at.getTime());
});

it('runs nothing asked meanwhile inside a transaction, and rolls it back whole', async () => {
  let inside!: () => void;
  const begun = new Promise<void>((resolve) => (inside = resolve));
  const failed = db.transaction(async (tx) => {
    await tx.query('INSERT INTO things (id, name) VALUES (10, $1)', ['in the transaction']);
    inside();
    await new Promise((resolve) => setTimeout(resolve, 100));
    throw new Error('changed my mind');
  });
  await begun;
  // asked while the transaction is open: runs after it, so the rollback leaves it be
  const meanwhile = db.query('INSERT INTO things (id, name) VALUES (11, $1)', ['meanwhile']);
  await expect(failed).rejects.toThrow('changed my mind');
  await meanwhile;
  const rows = await db.query<{ id: number }>('SELECT id FROM things WHERE id >= 10 ORDER BY id');
  expect(rows).toEqual([{ id: 11 }]);
});

it('fails every call once the thread is closed', async () => {
  const other = await openPglite();
  await other.close();
  await expect(other.query('SELECT 1')).rejects.toThrow("the embedded database's thread stopped");
});

it("leaves the next transaction whole when a transaction's COMMIT fails", async () => {
  await db.exec(
    `CREATE TABLE deferred (id int CONSTRAINT once UNIQUE DEFERRABLE INITIALLY DEFERRED)`,
  );
  // the duplicate is refused only at COMMIT; the next transaction is asked meanwhile
  const failing = db.transaction(async (tx) => {
    await tx.query('INSERT INTO deferred (id) VALUES (1), (1)');
  });
  const next = db.transaction(async (tx) => {
    await tx.query('INSERT INTO deferred (id) VALUES (2)');
    await tx.query('INSERT INTO deferred (id) VALUES (3)');
  });
  await expect(failing).rejects.toEqual(expect.objectContaining({ code: '23505' }));
  await next;
  expect(await db.query('SELECT id FROM deferred ORDER BY id')).toEqual([{ id: 2 }, { id: 3 }]);
});

it('refuses a statement asked after its transaction ended', async () => {
  let kept!: Db;
  await db.transaction(async (tx) => {
    kept = tx;
  });
  await expect(kept.query('SELECT 1')).rejects.toThrow('after its transaction ended');
});
