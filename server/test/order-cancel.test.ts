import { advanceOrder } from '../src/orders/advance-order';
import { ALREADY_CANCELLED, NOT_CANCELLABLE } from '../src/orders/order-messages';
import type { PaymentProvider } from '../src/payments/provider';
import { reconcileIntents } from '../src/payments/reconcile-intents';
import { sandboxProvider } from '../src/payments/sandbox-provider';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  fillCart,
  intentsOf,
  openOrdersWorld,
  placePaidOrder,
  refunded,
  STAFF_KEY,
} from './helpers/orders-fixtures';

// A customer cancels their own order while the restaurant has not accepted it: the money goes
// back once, however many calls arrive, and even when the provider is away at that moment.

jest.setTimeout(60_000);

let world: OrdersWorld;
let outletId: number;
// The last test's provider refuses refunds while this is set.
let refundsFail = false;

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

type Answer = { error: string; errorMessage?: string; ordersDetails?: Record<string, unknown> };
const cancel = (orderId: number, token?: string) =>
  world.post<Answer>('cancelOrder', { orderId }, token);

it('cancels and refunds a placed order once, however many cancels arrive together', async () => {
  const { orderId, chargeId } = await placePaidOrder(world, outletId);
  const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => cancel(orderId)));
  expect(answers.filter((a) => a.error === 'false')).toHaveLength(1);
  expect(answers.filter((a) => a.error === 'true').map((a) => a.errorMessage)).toEqual(
    Array(5).fill(ALREADY_CANCELLED),
  );
  expect(await refunded(world.db, chargeId)).toBe(true);
  expect(await intentsOf(world.db, orderId)).toEqual(['refunded']);

  const message = /^You cancelled this order\. Your payment of \$\d+\.\d\d was refunded\.$/;
  expect(answers.find((a) => a.error === 'false')!.ordersDetails).toMatchObject({
    status: 'cancelled',
    refundMessage: expect.stringMatching(message),
  });
  const history = await world.get<{ pastOrders: Record<string, unknown>[] }>('listPastOrders');
  expect(history.pastOrders.find((o) => o.orderId === orderId)).toMatchObject({
    buttonName: 'CANCELLED',
    refundMessage: expect.stringMatching(message),
  });
  // a later cancel says so and refunds nothing more
  expect(await cancel(orderId)).toMatchObject({ error: 'true', errorMessage: ALREADY_CANCELLED });
  expect(await intentsOf(world.db, orderId)).toEqual(['refunded']);
});

it('refuses a cancel once the restaurant accepted, and refunds nothing', async () => {
  const { orderId, chargeId } = await placePaidOrder(world, outletId);
  const accepted = await world.server.post(
    `staff/orders/${orderId}/advance`,
    {},
    { 'x-staff-key': STAFF_KEY },
  );
  expect(await accepted.json()).toMatchObject({ error: 'false', status: 'confirmed' });
  expect(await cancel(orderId)).toMatchObject({ error: 'true', errorMessage: NOT_CANCELLABLE });
  expect(await refunded(world.db, chargeId)).toBe(false);
  expect(await intentsOf(world.db, orderId)).toEqual(['settled']);
});

it('refuses a cancel of a rejected order without a second refund', async () => {
  const { orderId, chargeId } = await placePaidOrder(world, outletId);
  await world.server.post(`staff/orders/${orderId}/reject`, {}, { 'x-staff-key': STAFF_KEY });
  expect(await cancel(orderId)).toMatchObject({ error: 'true', errorMessage: ALREADY_CANCELLED });
  expect(await refunded(world.db, chargeId)).toBe(true);
  expect(await intentsOf(world.db, orderId)).toEqual(['refunded']);
});

it("does not let a customer cancel another customer's order", async () => {
  const { orderId, chargeId } = await placePaidOrder(world, outletId);
  expect(await cancel(orderId, world.otherToken)).toMatchObject({
    error: 'true',
    errorMessage: 'Order not found.',
  });
  expect(await cancel(orderId, 'not-a-token')).toMatchObject({ error: 'true' });
  expect(await refunded(world.db, chargeId)).toBe(false);
  expect(await intentsOf(world.db, orderId)).toEqual(['settled']);
});

it('answers bad ids plainly, never a 500', async () => {
  for (const orderId of [0, -1, 'abc', null, 99999999]) {
    const response = await world.server.post('cancelOrder', { orderId }, world.auth());
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ error: 'true' });
  }
});

it('gives the money back through the reconciler when the process dies after the cancel', async () => {
  const { orderId, chargeId } = await placePaidOrder(world, outletId);
  // The cancel commits, then the process dies before the refund (as ISLAND_EATS_CRASH_AT would).
  const result = await advanceOrder(world.db, orderId, { cancelBy: CUSTOMER_ID }, new Date());
  expect(result).toMatchObject({ ok: true, status: 'cancelled', refunding: [{ chargeId }] });
  expect(await refunded(world.db, chargeId)).toBe(false);
  expect(await intentsOf(world.db, orderId)).toEqual(['refunding']);

  const sandbox = sandboxProvider(world.db, 'http://localhost:4000');
  await reconcileIntents(world.db, sandbox, {
    graceMs: 0,
    now: () => new Date(),
    log: { error: jest.fn() },
  });
  expect(await refunded(world.db, chargeId)).toBe(true);
  expect(await intentsOf(world.db, orderId)).toEqual(['refunded']);
  expect(await cancel(orderId)).toMatchObject({ error: 'true', errorMessage: ALREADY_CANCELLED });
});

it("keeps the cancel when the provider's refund fails, and the reconciler refunds later", async () => {
  const db = world.db;
  const sandbox = sandboxProvider(db, 'http://localhost:4000');
  const failing: PaymentProvider = {
    ...sandbox,
    refund: async (chargeId) => {
      if (refundsFail) throw new Error('provider away');
      return sandbox.refund(chargeId);
    },
  };
  const other = await openOrdersWorld({ payments: failing });
  try {
    const otherOutlet = await alwaysOpenOutlet(other.db);
    const cartIds = await fillCart(other.db, CUSTOMER_ID, otherOutlet);
    const { orderId } = await other.post<{ orderId: number }>(
      'orderConfirm',
      confirmPayload(otherOutlet, cartIds),
    );
    refundsFail = true;
    expect(await other.post('cancelOrder', { orderId })).toMatchObject({
      error: 'false',
      ordersDetails: { status: 'cancelled' },
    });
    const states = async () =>
      (
        await other.db.query<{ status: string }>(
          'SELECT status FROM payment_intents WHERE order_id = $1',
          [orderId],
        )
      ).map((row) => row.status);
    expect(await states()).toEqual(['refunding']);
    refundsFail = false;
    await reconcileIntents(other.db, sandboxProvider(other.db, 'http://localhost:4000'), {
      graceMs: 0,
      now: () => new Date(),
      log: { error: jest.fn() },
    });
    expect(await states()).toEqual(['refunded']);
  } finally {
    refundsFail = false;
    await other.close();
  }
});
