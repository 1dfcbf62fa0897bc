import { advanceOrder } from '../src/orders/advance-order';
import { reconcileIntents } from '../src/payments/reconcile-intents';
import { sandboxProvider } from '../src/payments/sandbox-provider';
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

// A paid order the restaurant turns down gives the customer's money back, once, even when the
// provider is away at that moment; the order history says so.

jest.setTimeout(60_000);

let world: OrdersWorld;
let outletId: number;

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

async function paidOrder(): Promise<{ orderId: number; chargeId: string }> {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const { orderId } = await world.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
  );
  const [order] = await world.db.query<{ chargeId: string }>(
    'SELECT payment_reference AS "chargeId" FROM orders WHERE id = $1',
    [orderId],
  );
  return { orderId, chargeId: order!.chargeId };
}

const refunded = async (chargeId: string) =>
  (
    await world.db.query<{ refunded: boolean }>(
      'SELECT refunded FROM sandbox_charges WHERE id = $1',
      [chargeId],
    )
  )[0]?.refunded;

const intentsOf = async (orderId: number) =>
  (
    await world.db.query<{ status: string }>(
      'SELECT status FROM payment_intents WHERE order_id = $1',
      [orderId],
    )
  ).map((row) => row.status);

type PastOrders = { pastOrders: { orderId: number; refundMessage?: string; buttonName: string }[] };

it('refunds a rejected paid order once, however many times staff press reject', async () => {
  const { orderId, chargeId } = await paidOrder();
  const answers = await Promise.all(
    [1, 2, 3, 4, 5].map(async () => {
      const response = await world.server.post(
        `staff/orders/${orderId}/reject`,
        {},
        { 'x-staff-key': STAFF_KEY },
      );
      return (await response.json()) as { error: string };
    }),
  );
  expect(answers.filter((a) => a.error === 'false')).toHaveLength(1);
  expect(await refunded(chargeId)).toBe(true);
  expect(await intentsOf(orderId)).toEqual(['refunded']);

  const history = await world.get<PastOrders>('listPastOrders');
  expect(history.pastOrders.find((o) => o.orderId === orderId)).toMatchObject({
    buttonName: 'CANCELLED',
    refundMessage: expect.stringMatching(
      /^The restaurant could not take this order\. Your payment of \$\d+\.\d\d was refunded\.$/,
    ),
  });
  // the tracking page says it too
  const tracked = await world.post<{ ordersDetails: Record<string, unknown> }>('trackOrders', {
    orderId,
  });
  expect(tracked.ordersDetails).toMatchObject({
    status: 'rejected',
    refundMessage: history.pastOrders.find((o) => o.orderId === orderId)!.refundMessage,
  });
});

it('gives the money back through the reconciler when the refund did not happen at rejection', async () => {
  const { orderId, chargeId } = await paidOrder();
  // The rejection commits, then the process dies before the refund.
  const result = await advanceOrder(world.db, orderId, 'reject', new Date());
  expect(result).toMatchObject({ ok: true, status: 'rejected', refunding: [{ chargeId }] });
  expect(await refunded(chargeId)).toBe(false);
  expect(await intentsOf(orderId)).toEqual(['refunding']);

  const sandbox = sandboxProvider(world.db, 'http://localhost:4000');
  const log = { error: jest.fn() };
  await reconcileIntents(world.db, sandbox, { graceMs: 0, now: () => new Date(), log });
  expect(await refunded(chargeId)).toBe(true);
  expect(await intentsOf(orderId)).toEqual(['refunded']);
  expect(
    await count(world.db, 'SELECT count(*) AS n FROM sandbox_charges WHERE id = $1', [chargeId]),
  ).toBe(1);
});

it('refunds nothing when an accepted order moves on', async () => {
  const { orderId, chargeId } = await paidOrder();
  const result = await advanceOrder(world.db, orderId, 'advance', new Date());
  expect(result).toMatchObject({ ok: true, status: 'confirmed', refunding: [] });
  expect(await refunded(chargeId)).toBe(false);
  expect(await intentsOf(orderId)).toEqual(['settled']);
});
