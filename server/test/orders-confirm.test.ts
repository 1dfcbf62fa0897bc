import type { Db } from '../src/db/db';
import { placeOrder } from '../src/orders/place-order';
import { sandboxProvider } from '../src/payments/sandbox-provider';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  count,
  CUSTOMER_ID,
  DEMO_CARD_TOKEN,
  fillCart,
  openOrdersWorld,
} from './helpers/orders-fixtures';

// Seeding a fresh database takes a few seconds on a busy machine.
jest.setTimeout(60_000);

let world: OrdersWorld;
let outletId: number;

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

const orderCount = () =>
  count(world.db, 'SELECT count(*) AS n FROM orders WHERE user_id = $1', [CUSTOMER_ID]);
const chargeCount = () => count(world.db, 'SELECT count(*) AS n FROM sandbox_charges');

it('places an order with a saved card at the server price, not the client amounts', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const [cart] = await world.db.query<{ total: number }>(
    `SELECT sum(d.price_cents * cl.quantity)::int AS total
       FROM cart_lines cl JOIN dishes d ON d.id = cl.dish_id WHERE cl.id = ANY($1::int[])`,
    [cartIds],
  );
  const answer = await world.post<{ error: string; orderId: number; message: string }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
  );
  expect(answer).toMatchObject({ error: 'false', message: 'Order is placed!' });
  const [order] = await world.db.query<{
    net: number;
    subtotal: number;
    gas: number;
    status: string;
  }>(
    `SELECT net_amount_cents AS net, subtotal_cents AS subtotal, gas_surcharge_cents AS gas, status
       FROM orders WHERE id = $1`,
    [answer.orderId],
  );
  expect(order?.status).toBe('placed');
  expect(order?.subtotal).toBe(cart?.total);
  // the client claimed 0.01; the server charged its own price
  expect(order?.net).toBeGreaterThan(100);
  expect(order?.net).toBe((order?.subtotal ?? 0) + (order?.gas ?? 0));
  const [charge] = await world.db.query<{ amount: number }>(
    'SELECT amount_cents AS amount FROM sandbox_charges ORDER BY created_at DESC LIMIT 1',
  );
  expect(charge?.amount).toBe(order?.net);
  expect(
    await count(world.db, 'SELECT count(*) AS n FROM order_lines WHERE order_id = $1', [
      answer.orderId,
    ]),
  ).toBe(2);
  expect(
    await count(
      world.db,
      "SELECT count(*) AS n FROM payments WHERE order_id = $1 AND status = 'captured'",
      [answer.orderId],
    ),
  ).toBe(1);
  // the cart is spent
  expect(
    await count(
      world.db,
      'SELECT count(*) AS n FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id WHERE c.user_id = $1',
      [CUSTOMER_ID],
    ),
  ).toBe(0);
});

it('makes exactly one order and one charge from 50 concurrent identical confirmations', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const ordersBefore = await orderCount();
  const chargesBefore = await chargeCount();
  const payload = confirmPayload(outletId, cartIds);
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      world.post<{ error: string; orderId: number }>('orderConfirm', payload),
    ),
  );
  // The order limit counts each try before the work (rate-limits.ts), so a burst wider than it
  // is cut there: the rest of the burst are told to wait, and every other answer is the order.
  const placed = answers.filter((a) => a.error === 'false');
  const refused = answers.filter((a) => a.error !== 'false');
  expect(placed.length).toBeGreaterThan(0);
  expect(new Set(placed.map((a) => a.orderId)).size).toBe(1);
  for (const answer of refused) {
    expect(answer).toEqual({
      error: 'true',
      errorMessage: expect.stringMatching(/^Too many attempts/),
    });
  }
  expect(await orderCount()).toBe(ordersBefore + 1);
  expect(await chargeCount()).toBe(chargesBefore + 1);
  // a retry after the fact answers the same order
  const retry = await world.post<{ orderId: number }>('orderConfirm', payload);
  expect(retry.orderId).toBe(placed[0]?.orderId);
}, 60_000);

it('honours an explicit Idempotency-Key header', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const send = async () => {
    const response = await world.server.post('orderConfirm', confirmPayload(outletId, cartIds), {
      ...world.auth(),
      'idempotency-key': 'click-1',
    });
    return (await response.json()) as { orderId: number };
  };
  const [a, b] = await Promise.all([send(), send()]);
  expect(a.orderId).toBe(b.orderId);
});

it('changes nothing when the card is declined', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  await world.db.query(
    `INSERT INTO saved_cards (user_id, provider_token, last_four, exp_month, exp_year)
     VALUES ($1, 'sandbox_card_declines_0002', '0002', 12, 2031)`,
    [CUSTOMER_ID],
  );
  const before = await orderCount();
  const answer = await world.post(
    'orderConfirm',
    confirmPayload(outletId, cartIds, { token: 'sandbox_card_declines_0002' }),
  );
  expect(answer).toMatchObject({ error: 'true', errorMessage: 'Your card was declined.' });
  expect(await orderCount()).toBe(before);
  expect(
    await count(world.db, 'SELECT count(*) AS n FROM cart_lines WHERE id = ANY($1::int[])', [
      cartIds,
    ]),
  ).toBe(2);
});

it("refuses a card token that is not the caller's", async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const answer = await world.post(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
    world.otherToken,
  );
  expect(answer).toMatchObject({ error: 'true', errorMessage: 'Please Select the Card' });
});

it('answers validation.outletNotAvailable when the outlet is closed', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  await world.db.query('UPDATE outlets SET emergency_close = true WHERE id = $1', [outletId]);
  try {
    const answer = await world.post('orderConfirm', confirmPayload(outletId, cartIds));
    expect(answer).toMatchObject({ error: 'true', errorMessage: 'validation.outletNotAvailable' });
  } finally {
    await world.db.query('UPDATE outlets SET emergency_close = false WHERE id = $1', [outletId]);
  }
});

it('refuses an out-of-stock cart item', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const [line] = await world.db.query<{ dishId: number }>(
    'SELECT dish_id AS "dishId" FROM cart_lines WHERE id = $1',
    [cartIds[0]],
  );
  await world.db.query('UPDATE dishes SET out_of_stock = true WHERE id = $1', [line?.dishId]);
  try {
    const answer = await world.post('orderConfirm', confirmPayload(outletId, cartIds));
    expect(answer).toMatchObject({
      error: 'true',
      errorMessage: 'Some of your order items are Out of Stock.',
    });
  } finally {
    await world.db.query('UPDATE dishes SET out_of_stock = false WHERE id = $1', [line?.dishId]);
  }
});

it('refuses an empty cart, a Delivery without address, and a missing token', async () => {
  await world.db.query(
    'DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)',
    [CUSTOMER_ID],
  );
  expect(await world.post('orderConfirm', confirmPayload(outletId, [999999]))).toMatchObject({
    error: 'true',
    errorMessage: 'Your Cart is Empty,Add Something from the Menu',
  });
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId, 'Delivery');
  expect(
    await world.post('orderConfirm', confirmPayload(outletId, cartIds, { order_type: 'Delivery' })),
  ).toMatchObject({ error: 'true', errorMessage: 'Please select a delivery address.' });
  expect(
    await world.post('orderConfirm', confirmPayload(outletId, cartIds, { token: '' })),
  ).toMatchObject({
    error: 'true',
    errorMessage: 'Please Select the Card',
  });
});

it('places a Delivery order with the address snapshot and the delivery fee', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId, 'Delivery');
  const answer = await world.post<{ error: string; orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds, {
      order_type: 'Delivery',
      deliveryAddressId: 1,
      tipAmount: '2.00',
    }),
  );
  expect(answer.error).toBe('false');
  const [order] = await world.db.query<{
    fee: number;
    tip: number;
    address: string | null;
    staff: number | null;
  }>(
    `SELECT delivery_fee_cents AS fee, tip_cents AS tip, delivery_address AS address,
            delivery_staff_id AS staff FROM orders WHERE id = $1`,
    [answer.orderId],
  );
  expect(order?.fee).toBeGreaterThan(0);
  expect(order?.tip).toBe(200);
  expect(order?.address).toContain('Company Street');
  expect(order?.staff).not.toBeNull();
});

it('answers Unauthenticated. without or with a bad token, and never 5xx on junk', async () => {
  expect(await world.post('orderConfirm', confirmPayload(outletId, []), null)).toMatchObject({
    error: 'true',
    errorMessage: 'Unauthenticated.',
  });
  expect(await world.post('orderConfirm', confirmPayload(outletId, []), 'nope')).toMatchObject({
    errorMessage: 'Unauthenticated.',
  });
  for (const body of [
    {},
    { outletId: 'x', order_type: 'Take Out' },
    { outletId: 1, order_type: 'Pizza' },
    { outletId: 1, order_type: 'Take Out', cartId: '[not json', token: 't' },
    { outletId: 1, order_type: 'Take Out', cartId: { a: 1 } },
    '[1,2',
  ]) {
    const response = await world.server.post('orderConfirm', body, world.auth());
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { error: string }).error).toBe('true');
  }
});

interface Reads {
  outlet: number;
  address: number;
  cart: number;
  cartLines: number;
}

/** The database, counting the statements that read an outlet, a saved address or the cart. */
function countingDb(db: Db, counts: Reads): Db {
  const count = (sql: string) => {
    if (/FROM outlets o JOIN restaurants/.test(sql)) counts.outlet += 1;
    if (/FROM addresses WHERE id/.test(sql)) counts.address += 1;
    if (/^SELECT id, outlet_id[\s\S]* FROM carts WHERE user_id/.test(sql)) counts.cart += 1;
    if (/FROM cart_lines l JOIN carts/.test(sql)) counts.cartLines += 1;
  };
  return {
    ...db,
    query: (sql, params) => {
      count(sql);
      return db.query(sql, params);
    },
    transaction: (fn) => db.transaction((tx) => fn(countingDb(tx, counts))),
  };
}

it('reads the outlet and the address once, and the cart on each side of the charge', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId, 'Delivery');
  const counts: Reads = { outlet: 0, address: 0, cart: 0, cartLines: 0 };
  const placed = await placeOrder(
    countingDb(world.db, counts),
    sandboxProvider(world.db, 'http://localhost'),
    {
      userId: CUSTOMER_ID,
      key: 'reads-once',
      outletId,
      orderType: 'Delivery',
      payment: { wallet: false, paymentRef: DEMO_CARD_TOKEN },
      cartIds,
      addressId: 1,
      tipCents: 0,
      note: '',
      now: new Date(),
    },
  );
  expect(placed).toMatchObject({ ok: true, created: true });
  // the cart priced for the charge, then priced again as locked in the order's transaction
  expect(counts).toEqual({ outlet: 1, address: 1, cart: 2, cartLines: 2 });
});
