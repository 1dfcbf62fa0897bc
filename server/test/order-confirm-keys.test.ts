import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  count,
  CUSTOMER_ID,
  fillCart,
  openOrdersWorld,
} from './helpers/orders-fixtures';

// What orderConfirm keys an order by: a second order is never answered with the first, and
// what is charged stays within the rules the cart view showed.

jest.setTimeout(60_000);

let world: OrdersWorld;
let outletId: number;

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

const books = async () => ({
  orders: await count(world.db, 'SELECT count(*) AS n FROM orders WHERE user_id = $1', [
    CUSTOMER_ID,
  ]),
  charges: await count(world.db, 'SELECT count(*) AS n FROM sandbox_charges'),
  cartLines: await count(
    world.db,
    `SELECT count(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = $1`,
    [CUSTOMER_ID],
  ),
});

const CART_NOT_SENT = {
  error: 'true',
  errorMessage:
    'We could not tell which items of your cart to order. Please review your cart and try again.',
};

it.each<[string, Record<string, unknown>]>([
  ['missing', { cartId: undefined }],
  ['[]', { cartId: '[]' }],
  ['an empty array', { cartId: [] }],
  ['not JSON', { cartId: 'garbage' }],
  ['not ids', { cartId: '["x", 0]' }],
  ['ids and garbage', { cartId: '[1, "x"]' }],
])(
  'refuses a second card order whose cartId is %s, keeping the new cart, and places it with its lines',
  async (_case, cartId) => {
    const first = await fillCart(world.db, CUSTOMER_ID, outletId);
    const placed = await world.post<{ orderId: number }>(
      'orderConfirm',
      confirmPayload(outletId, first),
    );
    const second = await fillCart(world.db, CUSTOMER_ID, outletId);
    const before = await books();

    // Before the fix, a missing or unreadable cartId keyed every such order alike, and this
    // answered the earlier order ("Order is placed!") while the new cart stayed unpaid.
    expect(await world.post('orderConfirm', confirmPayload(outletId, second, cartId))).toEqual(
      CART_NOT_SENT,
    );
    expect(await books()).toEqual(before);

    const again = await world.post<{ error: string; orderId: number }>(
      'orderConfirm',
      confirmPayload(outletId, second),
    );
    expect(again.error).toBe('false');
    expect(again.orderId).not.toBe(placed.orderId);
    expect(await books()).toEqual({
      orders: before.orders + 1,
      charges: before.charges + 1,
      cartLines: 0,
    });
  },
);

it('keys a card order by the client Idempotency-Key when it sends no cart lines', async () => {
  await fillCart(world.db, CUSTOMER_ID, outletId);
  const confirm = () =>
    world.server.post('orderConfirm', confirmPayload(outletId, [], { cartId: undefined }), {
      ...world.auth(),
      'idempotency-key': `client-key-${Date.now()}`,
    });
  const answer = (await (await confirm()).json()) as { error: string };
  expect(answer.error).toBe('false');
});

it.each([
  ['orderConfirm', (cartIds: number[]) => confirmPayload(outletId, cartIds)],
  ['viewCart', () => ({ located_at: 'st_croix', order_type: 'Take Out' })],
  ['checkPaymentConfig', () => ({ method: 'paypal', outletId, paymentType: 11, os: 'web' })],
])('caps the tip of %s at $1,000.00', async (call, body) => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const before = await books();
  expect(await world.post(call, { ...body(cartIds), tipAmount: '99999.99' })).toEqual({
    error: 'true',
    errorMessage: 'The tip can be at most $1,000.00.',
  });
  expect(await world.post(call, { ...body(cartIds), tipAmount: 'lots' })).toEqual({
    error: 'true',
    errorMessage: 'tipAmount must be an amount such as 5.00.',
  });
  expect(await books()).toEqual(before);
  const [wallets] = await world.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND amount_cents > 100000`,
    [CUSTOMER_ID],
  );
  expect(wallets?.n).toBe(0);
});

it('charges a tip of exactly $1,000.00 at checkout', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const placed = await world.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds, { tipAmount: '1000.00' }),
  );
  const [order] = await world.db.query<{ tip: number }>(
    'SELECT tip_cents AS tip FROM orders WHERE id = $1',
    [placed.orderId],
  );
  expect(order?.tip).toBe(100_000);
});
