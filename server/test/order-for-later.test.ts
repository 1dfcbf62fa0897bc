import { SLOT_MESSAGES } from '@island-eats/api-client/order-later';
import { CART_MESSAGES } from '../src/cart/check-dish';
import {
  alwaysOpenOutlet,
  confirmPayload,
  count,
  CUSTOMER_ID,
  openOrdersWorld,
  plainDish,
  type OrdersWorld,
} from './helpers/orders-fixtures';

// Seeding PGlite beside many parallel suites can take longer than jest's 5 s default.
jest.setTimeout(60_000);

// The islands keep UTC-4: 2025-06-04 is a Wednesday; 11:00Z is 07:00 there, before opening.
const BEFORE_OPENING = new Date('2025-06-04T11:00:00Z');
const SLOT = '2025-06-04T15:00:00.000Z'; // 11:00 island time
const AFTER_CLOSING = '2025-06-04T19:00:00.000Z'; // 15:00 island time

type Body = Record<string, unknown> & { error: string; errorMessage?: string };

let world: OrdersWorld;
let clock = BEFORE_OPENING;
let outletId: number;
let dishId: number;

beforeAll(async () => {
  world = await openOrdersWorld({ now: () => clock });
  outletId = await alwaysOpenOutlet(world.db);
  dishId = await plainDish(world.db, outletId);
  // Open 10:00-14:00 island time every day: closed at BEFORE_OPENING.
  await world.db.query('DELETE FROM outlet_business_hours WHERE outlet_id = $1', [outletId]);
  for (let day = 0; day < 7; day++) {
    await world.db.query(
      `INSERT INTO outlet_business_hours (outlet_id, day, from_time, to_time)
       VALUES ($1, $2, '10:00', '14:00')`,
      [outletId, day],
    );
  }
});
afterAll(() => world?.close());
beforeEach(async () => {
  clock = BEFORE_OPENING;
  await world.post('clearCart', {});
});

const schedule = (scheduled_for: unknown) =>
  world.post<Body>('scheduleCart', { order_type: 'Take Out', outletId, scheduled_for });
const add = (id = dishId) =>
  world.post<Body>('addToCart', {
    order_type: 'Take Out',
    outletId,
    dishes: JSON.stringify([{ dishId: id, quantity: 1, customisation: [] }]),
  });
const view = () =>
  world.post<Body & { scheduled_for: string; dishes: { dishes: { cartId: number }[] } }>(
    'viewCart',
    { order_type: 'Take Out', tipAmount: '0.00' },
  );
const confirm = async () => {
  const cart = await view();
  const cartIds = cart.dishes.dishes.map((line) => line.cartId);
  return world.post<Body & { orderId: number }>('orderConfirm', confirmPayload(outletId, cartIds));
};
const intents = () =>
  count(world.db, 'SELECT count(*) AS n FROM payment_intents WHERE user_id = $1', [CUSTOMER_ID]);

it("offers a closed outlet's next opening hours as slots", async () => {
  const detail = await world.get<{ restaurantInfo: { later_slots: string[] } }>(
    `outlet-detail/${outletId}?located_at=st_croix`,
  );
  expect(detail.restaurantInfo.later_slots[0]).toBe('2025-06-04T14:00:00.000Z');
  expect(detail.restaurantInfo.later_slots).toContain(SLOT);
  clock = new Date(SLOT);
  const open = await world.get<{ restaurantInfo: { later_slots: string[] } }>(
    `outlet-detail/${outletId}?located_at=st_croix`,
  );
  expect(open.restaurantInfo.later_slots).toEqual([]);
});

it('refuses an add to a closed outlet without a slot, and takes it with one', async () => {
  expect(await add()).toMatchObject({ errorMessage: CART_MESSAGES.restaurantUnavailable });
  expect(await schedule(SLOT)).toMatchObject({ error: 'false' });
  expect(await add()).toMatchObject({ error: 'false' });
  expect(await view()).toMatchObject({ scheduled_for: SLOT, restaurantAvailable: 1 });
});

it("judges a dish's serving hours at the slot", async () => {
  const window = (from: string | null, to: string | null) =>
    world.db.query('UPDATE dishes SET available_from = $1, available_to = $2 WHERE id = $3', [
      from,
      to,
      dishId,
    ]);
  await window('10:30', '11:30');
  try {
    expect(await schedule('2025-06-04T16:00:00Z')).toMatchObject({ error: 'false' });
    expect((await add()).errorMessage).toMatch(/^Dish is available from/);
    expect(await schedule(SLOT)).toMatchObject({ error: 'false' });
    expect(await add()).toMatchObject({ error: 'false' });
  } finally {
    await window(null, null);
  }
});

it.each([
  ['in the past', '2025-06-04T10:00:00Z', SLOT_MESSAGES.past],
  ['outside the hours', AFTER_CLOSING, SLOT_MESSAGES.outside],
  ['off the quarter hour', '2025-06-04T15:07:00Z', SLOT_MESSAGES.outside],
  ['garbage', 'tomorrow at noon', SLOT_MESSAGES.garbage],
  ['an impossible date', '2025-13-45T15:00:00Z', SLOT_MESSAGES.garbage],
])('refuses a slot %s with a message and keeps none', async (_, slot, message) => {
  expect(await schedule(slot)).toMatchObject({ error: 'true', errorMessage: message });
  expect(await add()).toMatchObject({ errorMessage: CART_MESSAGES.restaurantUnavailable });
});

it('refuses a slot of an emergency-closed outlet', async () => {
  await world.db.query('UPDATE outlets SET emergency_close = true WHERE id = $1', [outletId]);
  try {
    expect(await schedule(SLOT)).toMatchObject({ error: 'true' });
  } finally {
    await world.db.query('UPDATE outlets SET emergency_close = false WHERE id = $1', [outletId]);
  }
});

it('clears the slot: the closed outlet then refuses the cart again', async () => {
  await schedule(SLOT);
  await add();
  expect(await schedule(null)).toMatchObject({ error: 'false' });
  expect(await view()).toMatchObject({ scheduled_for: '', restaurantAvailable: 0 });
});

it('places a paid order for the slot, shown in history and tracking', async () => {
  await schedule(SLOT);
  await add();
  const placed = await confirm();
  expect(placed).toMatchObject({ error: 'false' });
  const tracked = await world.post<{ ordersDetails: { scheduled_for?: string } }>('trackOrders', {
    orderId: placed.orderId,
  });
  expect(tracked.ordersDetails.scheduled_for).toBe(SLOT);
  const history = await world.get<{ pastOrders: { orderId: number; scheduled_for?: string }[] }>(
    'listPastOrders',
  );
  expect(history.pastOrders.find((o) => o.orderId === placed.orderId)?.scheduled_for).toBe(SLOT);
  // The spent cart forgets its slot.
  expect(await add()).toMatchObject({ errorMessage: CART_MESSAGES.restaurantUnavailable });
});

it('refuses, before any charge, a slot that has passed by the time of paying', async () => {
  await schedule(SLOT);
  await add();
  const before = await intents();
  clock = new Date('2025-06-04T15:01:00Z');
  expect(await confirm()).toMatchObject({ error: 'true', errorMessage: SLOT_MESSAGES.past });
  expect(await intents()).toBe(before);
  // The cart is as it was: a new slot and the order goes through.
  expect(await schedule('2025-06-04T15:30:00Z')).toMatchObject({ error: 'false' });
  expect(await confirm()).toMatchObject({ error: 'false' });
});

it('orders an open outlet as soon as possible, as before', async () => {
  clock = new Date(SLOT);
  await add();
  const placed = await confirm();
  expect(placed).toMatchObject({ error: 'false' });
  const tracked = await world.post<{ ordersDetails: Record<string, unknown> }>('trackOrders', {
    orderId: placed.orderId,
  });
  expect(tracked.ordersDetails).not.toHaveProperty('scheduled_for');
});

it("takes a slot while the restaurant's own switch is off for now", async () => {
  clock = new Date(SLOT);
  await world.db.query('UPDATE outlets SET is_restro_online = false WHERE id = $1', [outletId]);
  try {
    expect(await add()).toMatchObject({ errorMessage: CART_MESSAGES.restaurantUnavailable });
    expect(await schedule('2025-06-04T16:00:00Z')).toMatchObject({ error: 'false' });
    expect(await add()).toMatchObject({ error: 'false' });
    expect(await confirm()).toMatchObject({ error: 'false' });
  } finally {
    await world.db.query('UPDATE outlets SET is_restro_online = true WHERE id = $1', [outletId]);
  }
});

it('lists the menu as served at a slot', async () => {
  await world.db.query(
    "UPDATE dishes SET available_from = '10:30', available_to = '11:30' WHERE id = $1",
    [dishId],
  );
  try {
    const dishAt = async (at?: string) => {
      const answer = await world.get<{
        error: string;
        errorMessage?: string;
        menu?: { categoryValues: { dishId: number; dishavailable: number }[] }[];
      }>(`listMenu/${outletId}?located_at=st_croix${at ? `&at=${at}` : ''}`);
      return answer.menu
        ? answer.menu.flatMap((c) => c.categoryValues).find((d) => d.dishId === dishId)
        : answer;
    };
    expect(await dishAt()).toMatchObject({ dishavailable: 0 });
    expect(await dishAt(SLOT)).toMatchObject({ dishavailable: 1 });
    expect(await dishAt('noon')).toMatchObject({ errorMessage: SLOT_MESSAGES.garbage });
  } finally {
    await world.db.query(
      'UPDATE dishes SET available_from = NULL, available_to = NULL WHERE id = $1',
      [dishId],
    );
  }
});
