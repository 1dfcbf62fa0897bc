import { advanceOrder } from '../src/orders/advance-order';
import { reconcileIntents } from '../src/payments/reconcile-intents';
import { sandboxProvider } from '../src/payments/sandbox-provider';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  count,
  intentsOf,
  openOrdersWorld,
  placePaidOrder,
  refunded,
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

type PastOrders = { pastOrders: { orderId: number; refundMessage?: string; buttonName: string }[] };

it('refunds a rejected paid order once, however many times staff press reject', async () => {
  const { orderId, chargeId } = await placePaidOrder(world, outletId);
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
  expect(await refunded(world.db, chargeId)).toBe(true);
  expect(await intentsOf(world.db, orderId)).toEqual(['refunded']);

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
  const { orderId, chargeId } = await placePaidOrder(world, outletId);
  // The rejection commits, then the process dies before the refund.
  const result = await advanceOrder(world.db, orderId, 'reject', new Date());
  expect(result).toMatchObject({ ok: true, status: 'rejected', refunding: [{ chargeId }] });
  expect(await refunded(world.db, chargeId)).toBe(false);
  expect(await intentsOf(world.db, orderId)).toEqual(['refunding']);

  const sandbox = sandboxProvider(world.db, 'http://localhost:4000');
  const log = { error: jest.fn() };
  await reconcileIntents(world.db, sandbox, { graceMs: 0, now: () => new Date(), log });
  expect(await refunded(world.db, chargeId)).toBe(true);
  expect(await intentsOf(world.db, orderId)).toEqual(['refunded']);
  expect(
    await count(world.db, 'SELECT count(*) AS n FROM sandbox_charges WHERE id = $1', [chargeId]),
  ).toBe(1);
});

it('refunds nothing when an accepted order moves on', async () => {
  const { orderId, chargeId } = await placePaidOrder(world, outletId);
  const result = await advanceOrder(world.db, orderId, 'advance', new Date());
  expect(result).toMatchObject({ ok: true, status: 'confirmed', refunding: [] });
  expect(await refunded(world.db, chargeId)).toBe(false);
  expect(await intentsOf(world.db, orderId)).toEqual(['settled']);
});
