import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  count,
  CUSTOMER_ID,
  fillCart,
  openOrdersWorld,
  STAFF_KEY,
} from './helpers/orders-fixtures';

jest.setTimeout(60_000);

/** Seeded history: order 2 is a delivered (picked up) Delivery order without a rating. */
const SEEDED_DELIVERY_ORDER = 2;

let world: OrdersWorld;
let outletId: number;

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

async function placeTakeOut(steps: number): Promise<number> {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const { orderId } = await world.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
  );
  for (let i = 0; i < steps; i++) {
    await world.server.post(`staff/orders/${orderId}/advance`, {}, { 'x-staff-key': STAFF_KEY });
  }
  return orderId;
}

const takeOut = (orderId: number, orderRating: unknown) => ({
  located_at: 'st_croix',
  type: 'Take Out',
  orderId,
  outletId,
  orderRating,
  feedback: 'Tasty',
  staffId: null,
});

it('rates a picked-up Take Out order once', async () => {
  const orderId = await placeTakeOut(3);
  expect(await world.post('rating', takeOut(orderId, 4))).toMatchObject({
    error: 'false',
    message: 'Thank you for your rating!',
  });
  expect(await world.post('rating', takeOut(orderId, 5))).toMatchObject({
    error: 'true',
    errorMessage: 'You have already rated this order.',
  });
  const history = await world.get<{
    pastOrders: { orderId: number; isRated: number; buttonName: string }[];
  }>('listPastOrders');
  expect(history.pastOrders.find((o) => o.orderId === orderId)).toMatchObject({
    isRated: 1,
    buttonName: 'COMPLETED',
  });
});

it('lists a new review by the first name and last initial, as the seeded ones', async () => {
  await world.db.query("UPDATE users SET user_name = 'Jordan Amaya Baptiste' WHERE id = $1", [
    CUSTOMER_ID,
  ]);
  const orderId = await placeTakeOut(3);
  expect(await world.post('rating', takeOut(orderId, 5))).toMatchObject({ error: 'false' });
  const { reviews } = await world.get<{
    reviews: { data: { userName: string; feedback: string }[] };
  }>(`getRating?outletId=${outletId}&page=1&size=10`);
  expect(reviews.data[0]).toMatchObject({ userName: 'Jordan B.', feedback: 'Tasty' });
  const names = reviews.data.map((review) => review.userName);
  expect(names.every((name) => /^\S+( \S\.)?$/u.test(name))).toBe(true);
});

it('makes one rating of concurrent double submits', async () => {
  const orderId = await placeTakeOut(3);
  const answers = await Promise.all(
    [1, 2, 3, 4, 5].map(() => world.post<{ error: string }>('rating', takeOut(orderId, 5))),
  );
  expect(answers.filter((a) => a.error === 'false')).toHaveLength(1);
  expect(
    await count(world.db, 'SELECT count(*) AS n FROM ratings WHERE order_id = $1', [orderId]),
  ).toBe(1);
});

it.each([[null], [0], [6], [''], ['x']])(
  'answers Rating is required! for stars %j',
  async (stars) => {
    const orderId = await placeTakeOut(3);
    const response = await world.server.post('rating', takeOut(orderId, stars), world.auth());
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ error: 'true' });
    if (stars !== 'x') {
      expect(await world.post('rating', takeOut(orderId, stars))).toMatchObject({
        errorMessage: 'Rating is required!',
      });
    }
  },
);

it('refuses to rate an order the customer does not have yet', async () => {
  const orderId = await placeTakeOut(1);
  expect(await world.post('rating', takeOut(orderId, 5))).toMatchObject({
    error: 'true',
    errorMessage: 'You can rate this order once you have received it.',
  });
});

it('rates the driver of a Delivery order, needing both star rows', async () => {
  const body = {
    type: 'Delivery',
    orderId: SEEDED_DELIVERY_ORDER,
    outletId,
    delivery_experience: 5,
    feedback: 'Fast',
    staffId: 1,
  };
  expect(await world.post('rating', body)).toMatchObject({ errorMessage: 'Rating is required!' });
  expect(await world.post('rating', { ...body, communication: 4 })).toMatchObject({
    error: 'false',
  });
  const [row] = await world.db.query<Record<string, unknown>>(
    'SELECT delivery_experience, communication, delivery_staff_id FROM ratings WHERE order_id = $1',
    [SEEDED_DELIVERY_ORDER],
  );
  expect(row).toEqual({ delivery_experience: 5, communication: 4, delivery_staff_id: 1 });
});

it("refuses another user's order and an unauthenticated call", async () => {
  const orderId = await placeTakeOut(3);
  expect(await world.post('rating', takeOut(orderId, 5), world.otherToken)).toMatchObject({
    error: 'true',
    errorMessage: 'Order not found.',
  });
  expect(await world.post('rating', takeOut(orderId, 5), null)).toMatchObject({
    errorMessage: 'Unauthenticated.',
  });
  expect(await world.post('rating', takeOut(-5, 5))).toMatchObject({
    errorMessage: 'Order not found.',
  });
});
