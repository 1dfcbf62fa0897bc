import type { MenuCategory, RestaurantListItem } from '@island-eats/api-client';
import { issueToken } from '../src/auth/tokens';
import { AnswerCache } from '../src/cache/answer-cache';
import type { Db } from '../src/db/db';
import { alwaysOpenOutlet, confirmPayload, CUSTOMER_ID, fillCart } from './helpers/orders-fixtures';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

// Every catalogue read is cached (server/src/cache): each write that changes an answer must be
// seen by the very next read, whoever made it, and one customer's answer is never another's.

const STAFF = { 'x-staff-key': 'cache-test-staff-key' };
// Wednesday 2025-06-04, noon on the islands (UTC-4).
const NOON = new Date('2025-06-04T16:00:00Z');
const LIMITS = { maxEntries: 40, maxBytes: 2_000_000 };

let db: Db;
let server: TestServer;
let clock = NOON;
const answers = new AnswerCache(LIMITS);

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({
    db,
    now: () => clock,
    answers,
    staffKey: STAFF['x-staff-key'],
  });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});
afterEach(() => {
  clock = NOON;
});

async function json<T>(response: Promise<Response>): Promise<T> {
  const res = await response;
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

type ListAnswer = { errorMessage: string; listRestaurants: RestaurantListItem[] };
const list = (headers?: Record<string, string>, body: object = {}) =>
  json<ListAnswer>(server.post('listRestaurant', { type: 'Take Out', ...body }, headers));
const outletNamed = (answer: ListAnswer, name: string) =>
  answer.listRestaurants.flatMap((r) => r.outlet).find((o) => o.outletName === name);
const menu = async (outletId: number) =>
  (await json<{ menu: MenuCategory[] }>(server.get(`listMenu/${outletId}`))).menu.flatMap(
    (category) => category.categoryValues,
  );
const detail = (outletId: number) =>
  json<{ restaurantInfo: { emergency_close: number; is_restro_online: number } }>(
    server.get(`outlet-detail/${outletId}`),
  );

async function outletIdNamed(name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM outlets WHERE name = $1', [name]);
  if (!row) throw new Error(`no outlet ${name}`);
  return row.id;
}

it('sees a dish staff mark out of stock, and back, on the very next menu read', async () => {
  const outletId = await outletIdNamed('Cruzan Grill Sunny Isle');
  const [dish] = await menu(outletId);
  expect(dish?.stock_status).toBe(0);
  await menu(outletId); // answered from the cache now
  await json(server.post(`staff/dishes/${dish?.dishId}/stock`, { inStock: false }, STAFF));
  expect((await menu(outletId)).find((d) => d.dishId === dish?.dishId)?.stock_status).toBe(1);
  await json(server.post(`staff/dishes/${dish?.dishId}/stock`, { inStock: true }, STAFF));
  expect((await menu(outletId)).find((d) => d.dishId === dish?.dishId)?.stock_status).toBe(0);
});

it('sees an outlet staff close for an emergency on the very next list and detail reads', async () => {
  const name = 'Cruzan Grill Sunny Isle';
  const outletId = await outletIdNamed(name);
  expect(outletNamed(await list(), name)?.emergency_close).toBe(0);
  expect((await detail(outletId)).restaurantInfo.emergency_close).toBe(0);
  await json(
    server.post(`staff/outlets/${outletId}/availability`, { emergencyClose: true }, STAFF),
  );
  expect(outletNamed(await list(), name)?.emergency_close).toBe(1);
  expect((await detail(outletId)).restaurantInfo.emergency_close).toBe(1);
  await json(server.post(`staff/outlets/${outletId}/availability`, { online: false }, STAFF));
  await json(
    server.post(`staff/outlets/${outletId}/availability`, { emergencyClose: false }, STAFF),
  );
  expect((await detail(outletId)).restaurantInfo.is_restro_online).toBe(0);
  await json(server.post(`staff/outlets/${outletId}/availability`, { online: true }, STAFF));
  expect((await detail(outletId)).restaurantInfo).toMatchObject({
    emergency_close: 0,
    is_restro_online: 1,
  });
});

it('sees writes made in the database itself (psql, another process, a reset)', async () => {
  const outletId = await outletIdNamed('Cruzan Grill Sunny Isle');
  const [dish] = await menu(outletId);
  await db.query('UPDATE dishes SET name = $2 WHERE id = $1', [dish?.dishId, 'Renamed Plate']);
  expect((await menu(outletId))[0]?.dishName).toBe('Renamed Plate');
  await db.query('UPDATE dishes SET name = $2 WHERE id = $1', [dish?.dishId, dish?.dishName]);

  const settings = () => json<{ tip: string[] }>(server.get('getloginSetting'));
  const before = (await settings()).tip;
  const [row] = await db.query<{ value: unknown }>(
    "SELECT value FROM app_settings WHERE key = 'tip_presets_cents'",
  );
  await db.query("UPDATE app_settings SET value = '[700]' WHERE key = 'tip_presets_cents'");
  expect((await settings()).tip).toEqual(['7.00']);
  await db.query("UPDATE app_settings SET value = $1 WHERE key = 'tip_presets_cents'", [
    JSON.stringify(row?.value),
  ]);
  expect((await settings()).tip).toEqual(before);
});

it("moves a restaurant's average stars with the very next rating", async () => {
  const name = 'Cruzan Grill Sunny Isle';
  const outletId = await outletIdNamed(name);
  const average = () =>
    list().then(
      (answer) =>
        answer.listRestaurants.find((r) => r.outlet.some((o) => o.outletName === name))
          ?.averageReview,
    );
  const before = await average();
  for (let i = 0; i < 20; i += 1) {
    await db.query(
      `INSERT INTO ratings (user_id, outlet_id, type, order_rating) VALUES (1, $1, 'Take Out', 1)`,
      [outletId],
    );
  }
  expect(await average()).toBeLessThan(before ?? 0);
});

it('flips open and closed at the minute the hours say, in island time', async () => {
  // Buddhoe's Pizza Christiansted opens at 17:00 local (UTC-4) and serves Take Out.
  const name = "Buddhoe's Pizza Christiansted";
  clock = new Date('2025-06-04T20:59:00Z');
  expect(outletNamed(await list(), name)?.business_hours.is_restro_online).toBe(0);
  clock = new Date('2025-06-04T20:59:59Z');
  expect(outletNamed(await list(), name)?.business_hours.is_restro_online).toBe(0);
  clock = new Date('2025-06-04T21:00:00Z');
  expect(outletNamed(await list(), name)?.business_hours.is_restro_online).toBe(1);
});

it('gives each customer their own hearts, and a visitor none', async () => {
  const first = { authorization: `Bearer ${await issueToken(db, 2)}` };
  const second = { authorization: `Bearer ${await issueToken(db, 3)}` };
  const heartOf = (answer: ListAnswer, restaurantId: number) =>
    answer.listRestaurants.find((r) => r.restaurantId === restaurantId)?.is_like;
  const { listRestaurants } = await list();
  const restaurantId = listRestaurants[0]?.restaurantId as number;
  for (const who of [first, second, undefined])
    expect(heartOf(await list(who), restaurantId)).toBe(0);

  await json(server.post('toggleFavourite', { restaurantId }, first));
  expect(heartOf(await list(first), restaurantId)).toBe(1);
  expect(heartOf(await list(second), restaurantId)).toBe(0);
  expect(heartOf(await list(), restaurantId)).toBe(0);
  expect((await list(first, { favorites: 1 })).listRestaurants.map((r) => r.restaurantId)).toEqual([
    restaurantId,
  ]);
  expect((await list(second, { favorites: 1 })).listRestaurants).toEqual([]);

  await json(server.post('toggleFavourite', { restaurantId }, first));
  expect(heartOf(await list(first), restaurantId)).toBe(0);
});

it('refuses a token on the very next read after its logout', async () => {
  const customer = { authorization: `Bearer ${await issueToken(db, 2)}` };
  expect((await list(customer)).errorMessage).toBe('');
  expect((await list(customer)).errorMessage).toBe('');
  await json(server.post('logout', {}, customer));
  expect((await list(customer)).errorMessage).toBe('Unauthenticated.');
  const revoked = { authorization: `Bearer ${await issueToken(db, 3)}` };
  expect((await list(revoked)).errorMessage).toBe('');
  await db.query('UPDATE auth_tokens SET revoked_at = now() WHERE user_id = 3');
  expect((await list(revoked)).errorMessage).toBe('Unauthenticated.');
});

it('keeps within its bounds under a flood of distinct queries, and stays right', async () => {
  const name = 'Cruzan Grill Sunny Isle';
  for (let i = 0; i < 150; i += 1) {
    const answer = await list(undefined, { latitude: 17.7 + i / 10_000, longitude: -64.75 });
    expect(outletNamed(answer, name)?.outletName).toBe(name);
    expect(answers.entries.size).toBeLessThanOrEqual(LIMITS.maxEntries);
    expect(answers.entries.totalBytes).toBeLessThanOrEqual(LIMITS.maxBytes);
  }
  expect(answers.entries.size).toBe(LIMITS.maxEntries);
});

describe("a customer's own answers", () => {
  type Cart = {
    errorMessage: string;
    dishes?: { dishes: { cartId: number; dishQuantity: number }[] };
  };
  type Orders = { pastOrders: { orderId: number; buttonName: string }[] };
  const viewBody = { udId: 'CACHE-TEST', order_type: 'Take Out', donation: 'no', tipAmount: '0' };

  it('are their own, and show their carts and orders as of the very last write', async () => {
    const outletId = await alwaysOpenOutlet(db);
    const customers = [CUSTOMER_ID, 3].map((userId) => ({
      userId,
      headers: {} as Record<string, string>,
    }));
    for (const customer of customers) {
      customer.headers = { authorization: `Bearer ${await issueToken(db, customer.userId)}` };
    }
    const lines = async (headers: Record<string, string>) =>
      (await json<Cart>(server.post('viewCart', viewBody, headers))).dishes?.dishes ?? [];
    const [first, second] = customers as [(typeof customers)[0], (typeof customers)[0]];

    const firstIds = await fillCart(db, first.userId, outletId);
    const secondIds = await fillCart(db, second.userId, outletId);
    for (let turn = 0; turn < 2; turn += 1) {
      expect((await lines(first.headers)).map((line) => line.cartId)).toEqual(firstIds);
      expect((await lines(second.headers)).map((line) => line.cartId)).toEqual(secondIds);
    }
    await json(
      server.post(
        'updateCart',
        { cartId: firstIds[0], udId: 'CACHE-TEST', outletId, quantity: 4, os: 'web' },
        first.headers,
      ),
    );
    expect((await lines(first.headers))[0]?.dishQuantity).toBe(4);
    expect((await lines(second.headers))[0]?.dishQuantity).toBe(1);

    const history = (headers: Record<string, string>) =>
      json<Orders>(server.get('listPastOrders', headers));
    const secondBefore = (await history(second.headers)).pastOrders;
    const firstBefore = (await history(first.headers)).pastOrders;
    // the demo customer pays with their saved card
    const placed = await json<{ orderId: number }>(
      server.post('orderConfirm', confirmPayload(outletId, firstIds), first.headers),
    );
    expect(await lines(first.headers)).toEqual([]);
    const firstAfter = (await history(first.headers)).pastOrders;
    expect(firstAfter).toHaveLength(firstBefore.length + 1);
    expect(firstAfter[0]).toMatchObject({ orderId: placed.orderId, buttonName: 'TRACK ORDER' });
    expect((await history(second.headers)).pastOrders).toEqual(secondBefore);

    await json(server.post(`staff/orders/${placed.orderId}/reject`, {}, STAFF));
    expect((await history(first.headers)).pastOrders[0]).toMatchObject({
      orderId: placed.orderId,
      buttonName: 'CANCELLED',
    });
  });
});
