import { TIP_FOR_ANOTHER_ORDER } from '../src/tips/tip-rules';
import { newCustomer } from './helpers/menu-fixture';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  DEMO_CARD_TOKEN,
  fillCart,
  openOrdersWorld,
  placePaidOrder,
  STAFF_KEY,
} from './helpers/orders-fixtures';

jest.setTimeout(60_000);

/** Seeded: a picked-up Delivery order of an outlet that tips after the order, not tipped yet. */
const SEEDED_DELIVERY_ORDER = 2;

let world: OrdersWorld;
let outletId: number;

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

const tip = (orderId: number, tipAmount: unknown, extra: Record<string, unknown> = {}) => ({
  located_at: 'st_croix',
  os: 'web',
  orderId,
  outletId,
  tipAmount,
  ...extra,
});

async function deliveredOrder(): Promise<number> {
  const { orderId } = await placePaidOrder(world, outletId, 'Delivery');
  for (let i = 0; i < 4; i++) {
    await world.server.post(`staff/orders/${orderId}/advance`, {}, { 'x-staff-key': STAFF_KEY });
  }
  return orderId;
}

const tipOf = async (orderId: number) => {
  const [row] = await world.db.query<{ tip: number }>(
    'SELECT tip_cents AS tip FROM orders WHERE id = $1',
    [orderId],
  );
  return row?.tip;
};

it('checks the tip configuration', async () => {
  expect(
    await world.post('checkTipPaymentConfig', tip(SEEDED_DELIVERY_ORDER, '2.00')),
  ).toMatchObject({
    error: 'false',
    availability: 1,
    payment_method_enable: 1,
  });
});

it.each([
  [undefined, 'Tip amount is required!'],
  ['', 'Tip amount is required!'],
  ['0', 'Tip amount is required!'],
  ['0.50', 'The minimum tip is $1.00.'],
  ['abc', 'Tip amount is required!'],
  ['100000', 'The maximum tip is $500.00.'],
])('refuses the tip amount %j', async (amount, message) => {
  // before the order is looked up; a customer of their own, as refused charges are limited
  const { auth } = await newCustomer(world.db);
  for (const call of ['checkTipPaymentConfig', 'tipPaymentConfirm']) {
    const body = tip(SEEDED_DELIVERY_ORDER, amount, { token: DEMO_CARD_TOKEN });
    expect(await (await world.server.post(call, body, auth)).json()).toMatchObject({
      error: 'true',
      errorMessage: message,
    });
  }
});

it('changes nothing when the card is declined', async () => {
  await world.db.query(
    `INSERT INTO saved_cards (user_id, provider_token, last_four, exp_month, exp_year)
     VALUES ($1, 'sandbox_card_tip_0002', '0002', 12, 2031)`,
    [CUSTOMER_ID],
  );
  expect(
    await world.post(
      'tipPaymentConfirm',
      tip(SEEDED_DELIVERY_ORDER, '3.00', {
        payment_method_enable: 1,
        token: 'sandbox_card_tip_0002',
      }),
    ),
  ).toMatchObject({ error: 'true', errorMessage: 'Your card was declined.' });
  expect(await tipOf(SEEDED_DELIVERY_ORDER)).toBe(0);
});

it('places a tip with a saved card once', async () => {
  const body = tip(SEEDED_DELIVERY_ORDER, '3.00', {
    payment_method_enable: 1,
    token: DEMO_CARD_TOKEN,
  });
  const answers = await Promise.all(
    [1, 2, 3].map(() => world.post<{ error: string; message?: string }>('tipPaymentConfirm', body)),
  );
  expect(answers.some((a) => a.message === 'Tip is placed!')).toBe(true);
  expect(await tipOf(SEEDED_DELIVERY_ORDER)).toBe(300);
  expect(await world.post('tipPaymentConfirm', body)).toMatchObject({
    error: 'true',
    errorMessage: 'A tip cannot be added to this order.',
  });
  const history = await world.get<{ pastOrders: { orderId: number; tip: string }[] }>(
    'listPastOrders',
  );
  expect(history.pastOrders.find((o) => o.orderId === SEEDED_DELIVERY_ORDER)?.tip).toBe('3.00');
});

it('tips through the wallet provider when the outlet only takes that', async () => {
  const orderId = await deliveredOrder();
  await world.db.query('UPDATE outlets SET card_payments_enabled = false WHERE id = $1', [
    outletId,
  ]);
  try {
    const config = await world.post<{
      payment_method_enable: number;
      payPalToken: { id: string; links: { href: string }[] };
    }>('checkTipPaymentConfig', tip(orderId, '5'));
    expect(config.payment_method_enable).toBe(2);
    const href = world.server.origin + new URL(config.payPalToken.links[0]?.href ?? '').pathname;
    expect((await fetch(`${href}/approve`, { redirect: 'manual' })).status).toBe(303);
    expect(
      await world.post(
        'tipPaymentConfirm',
        tip(orderId, '5', { payment_method_enable: 2, pay_pal_order_id: config.payPalToken.id }),
      ),
    ).toMatchObject({ error: 'false', message: 'Tip is placed!' });
    expect(await tipOf(orderId)).toBe(500);
  } finally {
    await world.db.query('UPDATE outlets SET card_payments_enabled = true WHERE id = $1', [
      outletId,
    ]);
  }
});

it("offers no tip on Take Out orders, and refuses other users' orders", async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const { orderId } = await world.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
  );
  expect(await world.post('checkTipPaymentConfig', tip(orderId, '2'))).toMatchObject({
    errorMessage: 'A tip cannot be added to this order.',
  });
  expect(
    await world.post('checkTipPaymentConfig', tip(orderId, '2'), world.otherToken),
  ).toMatchObject({
    errorMessage: 'Order not found.',
  });
  expect(await world.post('tipPaymentConfirm', tip(orderId, '2'), null)).toMatchObject({
    errorMessage: 'Unauthenticated.',
  });
  const response = await world.server.post(
    'tipPaymentConfirm',
    { orderId: { x: 1 } },
    world.auth(),
  );
  expect(response.status).toBeLessThan(500);
});

// Issue 33, item 11: a wallet tip's provider order was not tied to the order it was made for.
it('spends a wallet tip on the order it was set up for only', async () => {
  const [tipped, other] = [await deliveredOrder(), await deliveredOrder()];
  await world.db.query('UPDATE outlets SET card_payments_enabled = false WHERE id = $1', [
    outletId,
  ]);
  try {
    const config = await world.post<{ payPalToken: { id: string; links: { href: string }[] } }>(
      'checkTipPaymentConfig',
      tip(tipped, '5'),
    );
    const href = world.server.origin + new URL(config.payPalToken.links[0]?.href ?? '').pathname;
    expect((await fetch(`${href}/approve`, { redirect: 'manual' })).status).toBe(303);
    const pay = (orderId: number) =>
      world.post(
        'tipPaymentConfirm',
        tip(orderId, '5', { payment_method_enable: 2, pay_pal_order_id: config.payPalToken.id }),
      );
    const paymentRows = () =>
      world.db.query('SELECT * FROM payments WHERE provider_order_id = $1', [
        config.payPalToken.id,
      ]);
    const before = await paymentRows();

    expect(await pay(other)).toEqual({ error: 'true', errorMessage: TIP_FOR_ANOTHER_ORDER });
    expect([await tipOf(other), await tipOf(tipped)]).toEqual([0, 0]);
    expect(await paymentRows()).toEqual(before);
    expect(
      await world.db.query(
        "SELECT 1 FROM payment_intents WHERE order_id = $1 AND purpose = 'tip'",
        [other],
      ),
    ).toEqual([]);

    expect(await pay(tipped)).toMatchObject({ error: 'false', message: 'Tip is placed!' });
    expect([await tipOf(other), await tipOf(tipped)]).toEqual([0, 500]);
  } finally {
    await world.db.query('UPDATE outlets SET card_payments_enabled = true WHERE id = $1', [
      outletId,
    ]);
  }
});
