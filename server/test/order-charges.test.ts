import { addMenuFixture, type MenuFixture } from './helpers/menu-fixture';
import {
  alwaysOpenOutlet,
  DEMO_CARD_TOKEN,
  openOrdersWorld,
  type OrdersWorld,
  orderTheCart,
  placePaidOrder,
  STAFF_KEY,
} from './helpers/orders-fixtures';

// Issue 35, item 4: every answer that shows an order's money (the history's card and details,
// which the receipt reads too, and tracking) lists the same lines, and they add up to what the
// payment records say the customer was charged: a tip at checkout, a coupon and a tip paid
// after delivery included.

jest.setTimeout(60_000);

let world: OrdersWorld;
let menu: MenuFixture;

beforeAll(async () => {
  world = await openOrdersWorld();
  menu = await addMenuFixture(world.db);
});
afterAll(() => world?.close());

type Line = { displayKey: string; displayValue: string };
interface Listed {
  orderId: number;
  displayNetAmount: string;
  orderDetails: { charges: Line[] };
}

const cents = (value: string) => Math.round(Number(value.replace(/[$,]/g, '')) * 100);

/** What the customer's captured payments for the order add up to: order charge and tip. */
async function charged(orderId: number): Promise<number> {
  const [row] = await world.db.query<{ cents: number }>(
    `SELECT COALESCE(sum(amount_cents), 0)::int AS cents FROM payments
      WHERE order_id = $1 AND status = 'captured'`,
    [orderId],
  );
  return row?.cents ?? 0;
}

/** Every answer's money for the order, checked against each other and the payments. */
async function expectMoneyAddsUp(orderId: number): Promise<Line[]> {
  const paid = await charged(orderId);
  expect(paid).toBeGreaterThan(0);

  const { pastOrders } = await world.get<{ pastOrders: Listed[] }>('listPastOrders');
  const listed = pastOrders.find((order) => order.orderId === orderId)!;
  const charges = listed.orderDetails.charges;
  const total = charges.at(-1)!;
  expect(total.displayKey).toBe('Total');
  const parts = charges.slice(0, -1).reduce((sum, line) => sum + cents(line.displayValue), 0);
  expect(parts).toBe(paid);
  expect(cents(total.displayValue)).toBe(paid);
  expect(listed.displayNetAmount).toBe(total.displayValue);

  const tracked = await world.post<{ ordersDetails: { netAmount: number; charges: Line[] } }>(
    'trackOrders',
    { orderId },
  );
  expect(tracked.ordersDetails.charges).toEqual(charges);
  expect(Math.round(tracked.ordersDetails.netAmount * 100)).toBe(paid);
  return charges;
}

it('adds up an order with a coupon and a tip at checkout to its one charge', async () => {
  await world.post('clearCart', {});
  // 3 x $12.50 = $37.50: STX15 takes 15%
  const added = await world.post('addToCart', {
    order_type: 'Take Out',
    outletId: menu.outletId,
    dishes: JSON.stringify([
      {
        dishId: menu.dishes.burger,
        quantity: 3,
        customisation: [menu.items.regular],
        spl_instruction: '',
      },
    ]),
  });
  expect(added).toMatchObject({ error: 'false' });
  expect(
    await world.post('addCoupon', {
      couponCode: 'STX15',
      order_type: 'Take Out',
      outletId: menu.outletId,
    }),
  ).toMatchObject({ error: 'false' });
  const orderId = await orderTheCart(world, menu.outletId, '2.50');

  const charges = await expectMoneyAddsUp(orderId);
  expect(charges.map((line) => line.displayKey)).toEqual([
    'Subtotal',
    'Coupon (STX15)',
    'Tip',
    'Total',
  ]);
  expect(charges).toContainEqual({ displayKey: 'Subtotal', displayValue: '$37.50' });
  expect(charges).toContainEqual({ displayKey: 'Tip', displayValue: '$2.50' });
});

it('adds up a delivered order and the tip paid after it to its two charges', async () => {
  const outletId = await alwaysOpenOutlet(world.db);
  const { orderId } = await placePaidOrder(world, outletId, 'Delivery');
  for (let step = 0; step < 4; step++) {
    await world.server.post(`staff/orders/${orderId}/advance`, {}, { 'x-staff-key': STAFF_KEY });
  }
  const before = await charged(orderId);
  expect(
    await world.post('tipPaymentConfirm', {
      orderId,
      outletId,
      tipAmount: '3.00',
      payment_method_enable: 1,
      token: DEMO_CARD_TOKEN,
    }),
  ).toMatchObject({ error: 'false' });
  expect(await charged(orderId)).toBe(before + 300);

  const charges = await expectMoneyAddsUp(orderId);
  expect(charges.map((line) => line.displayKey)).toEqual(
    expect.arrayContaining(['Subtotal', 'Delivery Fee', 'Tip', 'Total']),
  );
  expect(charges).toContainEqual({ displayKey: 'Tip', displayValue: '$3.00' });
});
