import type { Db } from '../src/db/db';
import { openSeededDb } from './helpers/test-db';
import { startTestServer, type TestServer } from './helpers/test-server';
import { addMenuFixture, newCustomer, type MenuFixture } from './helpers/menu-fixture';

// Answers are JSON read loosely; the assertions themselves pin their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

// Seeding PGlite beside many parallel suites can take longer than jest's 5 s default.
jest.setTimeout(60_000);

let db: Db;
let server: TestServer;
let fx: MenuFixture;

beforeAll(async () => {
  db = await openSeededDb();
  fx = await addMenuFixture(db);
  const { userId } = await newCustomer(db);
  for (let i = 1; i <= 12; i++) {
    await db.query(
      `INSERT INTO ratings (user_id, outlet_id, type, order_rating, feedback, updated_at)
       VALUES ($1, $2, 'Take Out', $3, $4, $5)`,
      [
        userId,
        fx.outletId,
        (i % 5) + 1,
        `Review ${i}`,
        new Date(Date.UTC(2026, 0, i)).toISOString(),
      ],
    );
  }
  // a driver rating is not a restaurant review
  await db.query(
    `INSERT INTO ratings (user_id, outlet_id, type, delivery_experience, communication)
     VALUES ($1, $2, 'Delivery', 5, 5)`,
    [userId, fx.outletId],
  );
  server = await startTestServer({ db });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const reviews = async (query: string) => {
  const res = await server.get(`getRating?${query}`);
  return { status: res.status, body: (await res.json()) as Body };
};

describe('GET getRating', () => {
  it('pages an outlet’s reviews newest first, 10 at a time', async () => {
    const first = await reviews(`outletId=${fx.outletId}&page=1&size=10`);
    expect(first.body.error).toBe('false');
    expect(first.body.reviews).toMatchObject({ current_page: 1, last_page: 2 });
    expect(first.body.reviews.data).toHaveLength(10);
    expect(first.body.reviews.data[0]).toEqual({
      id: expect.any(Number),
      userName: expect.stringMatching(/^Fixture /),
      image: '',
      orderRating: 3,
      feedback: 'Review 12',
      updated_at: '2026-01-12T00:00:00.000Z',
    });
    const second = await reviews(`outletId=${fx.outletId}&page=2&size=10`);
    expect(second.body.reviews.data.map((r: { feedback: string }) => r.feedback)).toEqual([
      'Review 2',
      'Review 1',
    ]);
  });

  it('answers an empty page for an outlet without reviews', async () => {
    const { body } = await reviews(`outletId=${fx.otherOutletId}`);
    expect(body.reviews).toMatchObject({ data: [], current_page: 1, last_page: 1 });
  });

  it('refuses malformed queries with 422', async () => {
    for (const q of [
      '',
      'outletId=abc',
      `outletId=${fx.outletId}&page=0`,
      `outletId=1&size=1000`,
    ]) {
      expect((await reviews(q)).status).toBe(422);
    }
  });
});

// Twelve reviews of 2,3,4,5,1 stars in turn: 35 stars, a mean of 2.9; the driver rating is
// not counted.
describe('the rating on the outlet page and the restaurant cards', () => {
  it('carries the mean stars and the review count of the outlet', async () => {
    const res = await server.get(`outlet-detail/${fx.outletId}`);
    const body = (await res.json()) as Body;
    expect(body.restaurantInfo).toMatchObject({ averageReview: 2.9, reviewCount: 12 });
    const unrated = (await (await server.get(`outlet-detail/${fx.closedOutletId}`)).json()) as Body;
    expect(unrated.restaurantInfo).toMatchObject({ averageReview: 0, reviewCount: 0 });
  });

  it('carries the restaurant’s mean and count on its list and search cards', async () => {
    const where = { latitude: 17.74, longitude: -64.7, type: 'Take Out' };
    const listed = (await (await server.post('listRestaurant', where)).json()) as Body;
    const searched = (await (
      await server.post('searchRestaurants', {
        ...where,
        timezone: 'America/St_Thomas',
        restaurantName: 'Fixture',
      })
    ).json()) as Body;
    for (const cards of [listed.listRestaurants, searched.list] as Body[][]) {
      const card = cards.find((r) => r.restaurantId === fx.restaurantId);
      expect(card).toMatchObject({ averageReview: 2.9, reviewCount: 12 });
      expect(cards.every((r) => Number.isInteger(r.reviewCount))).toBe(true);
    }
  });
});
