import { DEMO } from '../helpers/accounts-fixture';
import { startApiProcess } from '../helpers/api-process';
import type { ApiProcess as Api } from '../helpers/api-process';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  fillCart,
} from '../helpers/orders-fixtures';
import { openProcessDb } from '../helpers/process-db';
import type { ProcessDb } from '../helpers/process-db';

// Two API processes on one Postgres, each with its own caches: a change made through one is
// seen by the very next read through the other, so a cache never becomes a scale-out bug.
// Postgres only (jest.postgres.config.cjs): PGlite is one process's database.

jest.setTimeout(90_000);

const STAFF = { 'x-staff-key': 'two-process-staff-key' };
let processDb: ProcessDb;
let one: Api;
let other: Api;

beforeAll(async () => {
  processDb = await openProcessDb();
  // `pnpm start`'s API process, twice, on the test's schema
  const env = { ...processDb.env, STAFF_KEY: STAFF['x-staff-key'] };
  [one, other] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
});

afterAll(async () => {
  await Promise.all([one?.stop(), other?.stop()]);
  await processDb?.dispose();
});

async function logIn(api: Api): Promise<Record<string, string>> {
  const answer = await api.post<{ accessToken: string }>('userPasswordLogin', {
    ...DEMO,
    udId: 'TWO-PROCESSES',
  });
  return { authorization: `Bearer ${answer.accessToken}` };
}

type Menu = { menu: { categoryValues: { dishId: number; stock_status: number }[] }[] };
const stockOf = async (api: Api, outletId: number, dishId: number) =>
  (await api.get<Menu>(`listMenu/${outletId}`)).menu
    .flatMap((category) => category.categoryValues)
    .find((dish) => dish.dishId === dishId)?.stock_status;

it("sees one process's staff change of stock and availability through the other", async () => {
  const outletId = await processDb.withDb(alwaysOpenOutlet);
  const menu = await other.get<Menu>(`listMenu/${outletId}`);
  const dishId = menu.menu[0]?.categoryValues[0]?.dishId as number;
  expect(await stockOf(other, outletId, dishId)).toBe(0);
  expect(await stockOf(one, outletId, dishId)).toBe(0);

  await one.post(`staff/dishes/${dishId}/stock`, { inStock: false }, STAFF);
  expect(await stockOf(other, outletId, dishId)).toBe(1);
  await other.post(`staff/dishes/${dishId}/stock`, { inStock: true }, STAFF);
  expect(await stockOf(one, outletId, dishId)).toBe(0);

  const closed = async (api: Api) =>
    (await api.get<{ restaurantInfo: { emergency_close: number } }>(`outlet-detail/${outletId}`))
      .restaurantInfo.emergency_close;
  expect([await closed(one), await closed(other)]).toEqual([0, 0]);
  await one.post(`staff/outlets/${outletId}/availability`, { emergencyClose: true }, STAFF);
  expect(await closed(other)).toBe(1);
  await other.post(`staff/outlets/${outletId}/availability`, { emergencyClose: false }, STAFF);
  expect(await closed(one)).toBe(0);
});

it('sees hearts, carts and orders written through one process in the next read of the other', async () => {
  const customer = await logIn(one);
  type List = { listRestaurants: { restaurantId: number; is_like: number }[] };
  const hearts = async (api: Api) =>
    (await api.post<List>('listRestaurant', { type: 'Take Out' }, customer)).listRestaurants;
  const [first] = await hearts(one);
  const liked = async (api: Api) =>
    (await hearts(api)).find((r) => r.restaurantId === first?.restaurantId)?.is_like;
  const before = await liked(one);
  expect(await liked(other)).toBe(before);
  await other.post('toggleFavourite', { restaurantId: first?.restaurantId }, customer);
  expect(await liked(one)).toBe(before === 1 ? 0 : 1);
  await one.post('toggleFavourite', { restaurantId: first?.restaurantId }, customer);
  expect(await liked(other)).toBe(before);

  const outletId = await processDb.withDb(alwaysOpenOutlet);
  const cartIds = await processDb.withDb((db) => fillCart(db, CUSTOMER_ID, outletId));
  const cart = { udId: 'TWO-PROCESSES', order_type: 'Take Out', donation: 'no', tipAmount: '0' };
  type Cart = { dishes: { dishes: { cartId: number; dishQuantity: number }[] } };
  const lines = async (api: Api) =>
    (await api.post<Cart>('viewCart', cart, customer)).dishes.dishes;
  expect((await lines(other)).map((line) => line.cartId)).toEqual(cartIds);
  await one.post(
    'updateCart',
    { cartId: cartIds[0], udId: 'TWO-PROCESSES', outletId, quantity: 5, os: 'web' },
    customer,
  );
  expect((await lines(other)).find((line) => line.cartId === cartIds[0])?.dishQuantity).toBe(5);

  const placed = await one.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
    customer,
  );
  type Tracked = { ordersDetails: { status: string } };
  const status = async (api: Api) =>
    (await api.post<Tracked>('trackOrders', { orderId: placed.orderId }, customer)).ordersDetails
      .status;
  expect(await status(other)).toBe('placed');
  await other.post(`staff/orders/${placed.orderId}/advance`, {}, STAFF);
  expect(await status(one)).toBe('confirmed');
});

it('refuses a token logged out through one process on the very next read of the other', async () => {
  const customer = await logIn(other);
  const answer = (api: Api) =>
    api.post<{ errorMessage: string }>('listRestaurant', { type: 'Take Out' }, customer);
  expect((await answer(one)).errorMessage).toBe('');
  expect((await answer(other)).errorMessage).toBe('');
  await other.post('logout', {}, customer);
  expect((await answer(one)).errorMessage).toBe('Unauthenticated.');
});
