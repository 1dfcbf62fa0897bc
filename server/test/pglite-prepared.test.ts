import { PGlite } from '@electric-sql/pglite';
import { preparedQueries } from '../src/db/pglite-prepared';

// Issue 37: the embedded database's thread parses each statement text once. What a statement
// answers, and how it fails, must be what `pg.query` gives, in and out of transactions.

let pg: PGlite;
let query: ReturnType<typeof preparedQueries>;
const KEPT = 5;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`CREATE TABLE things (id int PRIMARY KEY, name text UNIQUE, tags int[],
                   data jsonb, at timestamptz, price numeric(8, 2), big bigint)`);
  query = preparedQueries(pg, KEPT);
});
afterAll(() => pg?.close());

const prepared = async () =>
  (await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!
    .n;

it('writes values and reads rows as pg.query does, every time it runs', async () => {
  const row = [1, 'one', [1, 2], { a: [1, 'x'] }, new Date('2026-11-29T10:00:00Z'), '12.50', 9];
  await query(
    'INSERT INTO things (id, name, tags, data, at, price, big) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    row,
  );
  const text = 'SELECT * FROM things WHERE id = $1 AND ($2::text IS NULL OR name = $2)';
  const expected = (await pg.query(text, [1, null])).rows;
  expect(expected).toHaveLength(1);
  for (let i = 0; i < 7; i++) expect(await query(text, [1, null])).toEqual(expected);
  expect(await query(text, [1, 'two'])).toEqual([]);
});

it("fails with Postgres' fields and runs the next statement", async () => {
  await expect(query('INSERT INTO things (id, name) VALUES ($1, $2)', [2, 'one'])).rejects.toEqual(
    expect.objectContaining({ code: '23505', table: 'things' }),
  );
  await expect(query('SELECT 1 / $1::int AS x', [0])).rejects.toThrow('division by zero');
  expect(await query('SELECT 1 / $1::int AS x', [1])).toEqual([{ x: 1 }]);
});

it('keeps a statement first parsed in a transaction that rolled back', async () => {
  await pg.exec('BEGIN');
  expect(await query('SELECT $1::int + 40 AS x', [2])).toEqual([{ x: 42 }]);
  await pg.exec('ROLLBACK');
  expect(await query('SELECT $1::int + 40 AS x', [2])).toEqual([{ x: 42 }]);
});

it('parses afresh a text that failed to parse in an aborted transaction', async () => {
  await pg.exec('BEGIN');
  await expect(query('SELECT 1 / 0')).rejects.toThrow('division by zero');
  await expect(query('SELECT $1::text AS later', ['x'])).rejects.toThrow('aborted');
  await pg.exec('ROLLBACK');
  expect(await query('SELECT $1::text AS later', ['x'])).toEqual([{ later: 'x' }]);
});

it('answers a statement whose table changed since it was parsed', async () => {
  const text = 'SELECT * FROM things WHERE id = $1';
  await query(text, [1]);
  await pg.exec('ALTER TABLE things ADD COLUMN colour text');
  // Postgres refuses a plan whose columns changed under it; the text is then parsed again
  await query(text, [1]).catch((error: { code?: string }) => expect(error.code).toBe('0A000'));
  expect(await query(text, [1])).toEqual([expect.objectContaining({ id: 1, colour: null })]);
});

it('keeps at most its bound of statements prepared, closing the least recently used', async () => {
  for (let i = 0; i < KEPT * 3; i++) await query(`SELECT ${i} + $1::int AS x`, [1]);
  expect(await prepared()).toBe(KEPT);
  expect(await query('SELECT 0 + $1::int AS x', [1])).toEqual([{ x: 1 }]);
});

it('runs a statement of many values, such as a bulk insert, without keeping it', async () => {
  const before = await prepared();
  const ids = Array.from({ length: 100 }, (_, i) => 100 + i);
  const values = ids.map((_, i) => `($${i + 1})`).join(', ');
  await query(`INSERT INTO things (id) VALUES ${values}`, ids);
  expect(await prepared()).toBe(before);
  expect(await query('SELECT count(*)::int AS n FROM things WHERE id >= $1', [100])).toEqual([
    { n: 100 },
  ]);
});
