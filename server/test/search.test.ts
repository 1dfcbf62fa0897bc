import type { Db } from '../src/db/db';
import { openSeededDb } from './helpers/test-db';
import { startTestServer, type TestServer } from './helpers/test-server';
import { addMenuFixture, MORNING } from './helpers/menu-fixture';

// Answers are JSON read loosely; the assertions themselves pin their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

// Seeding PGlite beside many parallel suites can take longer than jest's 5 s default.
jest.setTimeout(60_000);

let db: Db;
let server: TestServer;

beforeAll(async () => {
  db = await openSeededDb();
  await addMenuFixture(db);
  for (const name of ['100% Juice_Bar', '100 Juice Bar']) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO restaurants (name, located_at) VALUES ($1, 'st_croix') RETURNING id`,
      [name],
    );
    await db.query(
      `INSERT INTO outlets (restaurant_id, name, located_at, latitude, longitude)
       VALUES ($1, $2, 'st_croix', 17.74, -64.7)`,
      [row!.id, name],
    );
  }
  server = await startTestServer({ db, now: () => MORNING });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const search = async (restaurantName: unknown, extra: object = {}) => {
  const res = await server.post('searchRestaurants', {
    latitude: 17.74,
    longitude: -64.7,
    type: 'Take Out',
    timezone: 'America/St_Thomas',
    restaurantName,
    ...extra,
  });
  return { status: res.status, body: (await res.json()) as Body };
};
const names = async (text: string, extra: object = {}) =>
  ((await search(text, extra)).body.list as { restaurantName: string }[]).map(
    (r) => r.restaurantName,
  );

describe('POST searchRestaurants', () => {
  it('finds restaurants by a case-insensitive part of their name, as list items', async () => {
    const { body } = await search('fixture GR');
    expect(body.error).toBe('false');
    expect(body.list).toHaveLength(1);
    expect(body.list[0]).toMatchObject({
      restaurantName: 'Fixture Grill',
      outlet: expect.arrayContaining([
        expect.objectContaining({ outletName: 'Fixture Grill Christiansted' }),
      ]),
    });
  });

  it('takes % and _ literally', async () => {
    expect(await names('100%')).toEqual(['100% Juice_Bar']);
    expect(await names('e_B')).toEqual(['100% Juice_Bar']);
    expect(await names('zzz')).toEqual([]);
  });

  it('searches only the island asked for', async () => {
    expect(await names('Thomas Fixture')).toEqual([]);
    expect(await names('Thomas Fixture', { located_at: 'st_thomas' })).toEqual(['Thomas Fixture']);
  });

  it('refuses a name over 100 characters or a missing one with 422', async () => {
    expect((await search('x'.repeat(101))).status).toBe(422);
    const missing = await server.post('searchRestaurants', { type: 'Take Out' });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errorMessage).toBe('restaurantName is required.');
  });
});
