import type { Db } from '../src/db/db';
import { openSeededDb } from './helpers/test-db';
import { startTestServer, type TestServer } from './helpers/test-server';
import { addMenuFixture, MORNING, newCustomer, type MenuFixture } from './helpers/menu-fixture';

// Seeding PGlite beside many parallel suites can take longer than jest's 5 s default.
jest.setTimeout(60_000);

let db: Db;
let server: TestServer;
let fx: MenuFixture;

beforeAll(async () => {
  db = await openSeededDb();
  fx = await addMenuFixture(db);
  // the subtotals below take many sodas: no per-order limit here (cart.test.ts tests it)
  await db.query('UPDATE dishes SET max_per_order = NULL WHERE id = $1', [fx.dishes.soda]);
  server = await startTestServer({ db, now: () => MORNING });
  const coupon = (row: Record<string, unknown>) => {
    const keys = Object.keys(row);
    return db.query(
      `INSERT INTO coupons (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  };
  await coupon({
    code: 'FXPCT20',
    discount_type: 'percent',
    percent_off: 20,
    max_discount_cents: 500,
  });
  await coupon({
    code: 'FXFLAT3',
    discount_type: 'flat',
    amount_off_cents: 300,
    min_subtotal_cents: 2000,
  });
  await coupon({ code: 'FXBIG', discount_type: 'flat', amount_off_cents: 100000 });
  await coupon({
    code: 'FXOLD',
    discount_type: 'flat',
    amount_off_cents: 100,
    expires_at: '2026-01-01T00:00:00Z',
  });
  await coupon({
    code: 'FXSOON',
    discount_type: 'flat',
    amount_off_cents: 100,
    starts_at: '2027-01-01T00:00:00Z',
  });
  await coupon({ code: 'FXOFF', discount_type: 'flat', amount_off_cents: 100, is_active: false });
  await coupon({ code: 'FXONCE', discount_type: 'flat', amount_off_cents: 100, per_user_limit: 1 });
  await coupon({
    code: 'FXTHOMAS',
    discount_type: 'flat',
    amount_off_cents: 100,
    located_at: 'st_thomas',
  });
  await coupon({
    code: 'FXOTHER',
    discount_type: 'flat',
    amount_off_cents: 100,
    restaurant_id: fx.restaurantId + 1,
  });
  await coupon({
    code: 'FXDELIV',
    discount_type: 'flat',
    amount_off_cents: 100,
    order_type: 'Delivery',
  });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

// Answers are JSON read loosely; the assertions themselves pin their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

async function cartWith(sodas: number) {
  const customer = await newCustomer(db);
  await server.post(
    'addToCart',
    {
      order_type: 'Take Out',
      outletId: fx.outletId,
      dishes: JSON.stringify([
        { dishId: fx.dishes.burger, quantity: 1, customisation: [fx.items.regular] },
        ...(sodas > 0 ? [{ dishId: fx.dishes.soda, quantity: sodas, customisation: [] }] : []),
      ]),
    },
    customer.auth,
  );
  return customer; // subtotal 12.50 + 2.00 per soda
}

const apply = async (auth: Record<string, string>, couponCode: string, extra: Body = {}) =>
  (await (
    await server.post(
      'addCoupon',
      { couponCode, udId: 'D', order_type: 'Take Out', outletId: fx.outletId, ...extra },
      auth,
    )
  ).json()) as Body;

describe('POST addCoupon', () => {
  it('applies a capped percent coupon and answers the new cart view', async () => {
    const { auth } = await cartWith(2); // 16.50
    const body = await apply(auth, 'fxpct20');
    expect(body).toMatchObject({
      error: 'false',
      message: 'Coupon code is applied successfully!',
      couponName: 'FXPCT20',
      subTotalAmount: '16.50',
      couponSavingAmount: '3.30',
      subtotal_discount: '3.30',
      after_discount_subtotal: '13.20',
      netAmount: '13.20',
    });
    expect(body.dishes.billTotals).toEqual([
      { displayKey: 'Sub Total', displayValue: '$16.50', netAmount: '16.50' },
      { displayKey: 'Coupon Discount', displayValue: '-$3.30', netAmount: '-3.30' },
      { displayKey: 'Net Amount', displayValue: '$13.20', netAmount: '13.20' },
    ]);
    // viewCart keeps the coupon stored on the cart
    const view = (await (
      await server.post('viewCart', { order_type: 'Take Out', tipAmount: 0 }, auth)
    ).json()) as Body;
    expect(view).toMatchObject({ couponName: 'FXPCT20', netAmount: '13.20' });
  });

  it('caps a percent saving at its maximum', async () => {
    const { auth } = await cartWith(40); // 92.50 → 20% = 18.50, capped at 5.00
    expect(await apply(auth, 'FXPCT20')).toMatchObject({
      couponSavingAmount: '5.00',
      netAmount: '87.50',
    });
  });

  it('never takes more than the subtotal', async () => {
    const { auth } = await cartWith(0);
    expect(await apply(auth, 'FXBIG')).toMatchObject({
      couponSavingAmount: '12.50',
      netAmount: '0.00',
    });
  });

  it('tells how much more a minimum needs, and drops a coupon the cart no longer meets', async () => {
    const small = await cartWith(1); // 14.50
    expect(await apply(small.auth, 'FXFLAT3')).toEqual({
      error: 'true',
      errorMessage: 'Add $5.50 more to use this coupon.',
    });
    const big = await cartWith(4); // 20.50
    expect(await apply(big.auth, 'FXFLAT3')).toMatchObject({
      couponSavingAmount: '3.00',
      netAmount: '17.50',
    });
    const view = async () =>
      (await (await server.post('viewCart', { order_type: 'Take Out' }, big.auth)).json()) as Body;
    const sodaLine = (await view()).dishes.dishes[1];
    await server.post('updateCart', { cartId: sodaLine.cartId, quantity: 1 }, big.auth);
    expect(await view()).toMatchObject({
      couponName: '',
      couponSavingAmount: '0.00',
      netAmount: '14.50',
      couponMessage: 'Add $5.50 more to use this coupon.',
    });
  });

  it.each([
    ['NOPE', 'Invalid coupon code.'],
    ['FXOFF', 'Invalid coupon code.'],
    ['FXOLD', 'This coupon has expired.'],
    ['FXSOON', 'This coupon is not active yet.'],
    ['FXTHOMAS', 'This coupon is not valid on this island.'],
    ['FXOTHER', 'This coupon is not valid for this restaurant.'],
    ['FXDELIV', 'This coupon is only valid for Delivery orders.'],
    ['', 'Please enter a coupon code.'],
  ])('refuses %s and leaves the cart without a coupon', async (code, message) => {
    const { auth } = await cartWith(1);
    expect(await apply(auth, code)).toEqual({ error: 'true', errorMessage: message });
    const view = (await (
      await server.post('viewCart', { order_type: 'Take Out' }, auth)
    ).json()) as Body;
    expect(view).toMatchObject({ couponName: '', netAmount: '14.50' });
  });

  it('refuses a coupon the customer has used up', async () => {
    const { auth, userId } = await cartWith(1);
    expect((await apply(auth, 'FXONCE')).error).toBe('false');
    await db.query(
      `INSERT INTO orders (user_id, outlet_id, order_type, idempotency_key, subtotal_cents,
                           net_amount_cents, payment_method, coupon_id)
       VALUES ($1, $2, 'Take Out', $3, 1450, 1350, 'card', (SELECT id FROM coupons WHERE code = 'FXONCE'))`,
      [userId, fx.outletId, `fx-once-${userId}`],
    );
    expect(await apply(auth, 'FXONCE')).toEqual({
      error: 'true',
      errorMessage: 'You have already used this coupon.',
    });
  });

  it('answers the empty-cart message without a cart, and Unauthenticated. without a token', async () => {
    const { auth } = await newCustomer(db);
    expect(await apply(auth, 'FXPCT20')).toEqual({
      error: 'true',
      errorMessage: 'Your Cart is Empty,Add Something from the Menu',
    });
    expect(await apply({}, 'FXPCT20')).toEqual({ error: 'true', errorMessage: 'Unauthenticated.' });
  });

  it('refuses malformed input without a 5xx', async () => {
    const { auth } = await cartWith(1);
    for (const body of [{}, { couponCode: 5 }, { couponCode: 'x'.repeat(41) }, [1]]) {
      const res = await server.post('addCoupon', body, auth);
      expect(res.status).toBeLessThan(500);
      expect((await res.json()).error).toBe('true');
    }
  });
});
