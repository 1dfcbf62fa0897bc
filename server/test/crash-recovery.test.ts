import type { Db } from '../src/db/db';
import type { CrashStep } from '../src/crash-at';
import { startApiProcess } from './helpers/api-process';
import type { ApiProcess } from './helpers/api-process';
import { alwaysOpenOutlet, confirmPayload, count } from './helpers/orders-fixtures';
import { addProcessCustomer } from './helpers/process-customers';
import type { ProcessCustomer } from './helpers/process-customers';
import { openProcessDb } from './helpers/process-db';
import type { ProcessDb } from './helpers/process-db';

// The real API process killed with SIGKILL at each step of taking money (src/crash-at.ts),
// then started again on the same database: its reconciler (payments/reconcile-intents) must
// leave every charge with exactly one order or tip, or refunded. Each start settles the
// previous crash and arms the next one; the checks read the database at the end.

jest.setTimeout(120_000);

let store: ProcessDb;
let outletId: number;
const who: Record<string, ProcessCustomer> = {};
let api: ApiProcess | null = null;

/** Starts the API, armed to die at `crashAt`; the start itself reconciles what is due. */
async function restart(crashAt?: CrashStep): Promise<ApiProcess> {
  api = await startApiProcess({
    ...store.env,
    RECONCILE_GRACE_MS: '0',
    ...(crashAt ? { ISLAND_EATS_CRASH_AT: crashAt } : {}),
  });
  return api;
}

/** The call must kill the process, by SIGKILL. */
async function dies(call: Promise<unknown>): Promise<void> {
  await expect(call).rejects.toThrow();
  expect((await api?.exited)?.signal).toBe('SIGKILL');
}

const order = (c: ProcessCustomer, extra: Record<string, unknown> = {}) =>
  api!.post<{ error: string; errorMessage: string; orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, c.cartIds, { token: c.cardToken, ...extra }),
    c.auth,
  );
const deliveryOrder = (c: ProcessCustomer) =>
  order(c, { order_type: 'Delivery', deliveryAddressId: c.addressId });
const tip = (c: ProcessCustomer, orderId: number) =>
  api!.post(
    'tipPaymentConfirm',
    { located_at: 'st_croix', os: 'web', orderId, outletId, tipAmount: '3.00', token: c.cardToken },
    c.auth,
  );

beforeAll(async () => {
  store = await openProcessDb();
  await store.withDb(async (db) => {
    outletId = await alwaysOpenOutlet(db);
    for (const name of ['beforeCharge', 'afterCharge', 'afterWrite', 'cartEmptied', 'wallet']) {
      who[name] = await addProcessCustomer(db, outletId);
    }
    for (const name of ['tipBeforeCharge', 'tipAfterCharge', 'tipAfterWrite']) {
      who[name] = await addProcessCustomer(db, outletId, 'Delivery');
    }
  });
});

afterAll(async () => {
  await api?.stop('SIGKILL');
  await store?.dispose();
});

const tipped: Record<string, number> = {};

it('kills the API at every step of placing an order and of tipping, and starts it again', async () => {
  await restart('order-before-charge');
  await dies(order(who.beforeCharge!));

  await restart('order-after-charge');
  await dies(order(who.afterCharge!));

  await restart('order-after-write');
  await dies(order(who.afterWrite!));

  await restart('order-after-charge');
  await dies(order(who.cartEmptied!));
  // While the API is down the customer's cart empties (another device, say).
  await store.withDb((db) =>
    db.query('DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)', [
      who.cartEmptied!.userId,
    ]),
  );

  await restart('order-after-charge');
  const wallet = who.wallet!;
  const config = await api!.post<{ payPalToken: { id: string } }>(
    'checkPaymentConfig',
    { located_at: 'st_croix', paymentType: 11, method: 'paypal', outletId, netAmount: '0.01' },
    wallet.auth,
  );
  const walletOrder = config.payPalToken.id;
  const approved = await fetch(`${api!.origin}/api/v1/sandbox-pay/approve/${walletOrder}/approve`, {
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  await dies(
    order(wallet, { method: 'paypal', token: walletOrder, pay_pal_order_id: walletOrder }),
  );

  const steps = [
    ['tipBeforeCharge', 'tip-before-charge'],
    ['tipAfterCharge', 'tip-after-charge'],
    ['tipAfterWrite', 'tip-after-write'],
  ] as const;
  for (const [name, step] of steps) {
    await restart(step);
    const placed = await deliveryOrder(who[name]!);
    expect(placed).toMatchObject({ error: 'false' });
    tipped[name] = placed.orderId;
    await dies(tip(who[name]!, placed.orderId));
  }

  // The last start settles the last crash and runs unarmed.
  await restart();
  type Past = { pastOrders: { orderId: number; buttonName: string; refundMessage?: string }[] };
  const history = await api!.get<Past>('listPastOrders', who.cartEmptied!.auth);
  expect(history.pastOrders).toEqual([
    expect.objectContaining({
      buttonName: 'CANCELLED',
      refundMessage: expect.stringMatching(
        /^This order could not be placed because your cart changed before it was placed\. Your payment of \$\d+\.\d\d was refunded\.$/,
      ),
    }),
  ]);
  // The charge that never happened can be made now, once.
  expect(await order(who.beforeCharge!)).toMatchObject({ error: 'false' });
  expect(await order(who.beforeCharge!)).toMatchObject({ error: 'false' });
  // The order written before the crash answers a retry with itself.
  const [again, first] = await Promise.all([
    order(who.afterWrite!),
    store.env.DATA_DIR ? null : orderOf(who.afterWrite!),
  ]);
  expect(again).toMatchObject({ error: 'false' });
  if (first) expect(again.orderId).toBe(first);
  // The tip whose charge never happened can be paid now.
  expect(await tip(who.tipBeforeCharge!, tipped.tipBeforeCharge!)).toMatchObject({
    error: 'false',
  });
  expect((await api!.stop('SIGTERM')).code).toBe(0);
  api = null;
});

async function orderOf(c: ProcessCustomer): Promise<number | null> {
  return store.withDb(async (db) => {
    const [row] = await db.query<{ id: number }>(
      `SELECT id FROM orders WHERE user_id = $1 AND status <> 'cancelled'`,
      [c.userId],
    );
    return row?.id ?? null;
  });
}

/** Each customer's orders, charges (with refunds) and intents, as the database holds them. */
async function books(db: Db, c: ProcessCustomer) {
  const n = (sql: string) => count(db, sql, [c.userId]);
  return {
    placed: await n(
      `SELECT count(*) AS n FROM orders WHERE user_id = $1 AND status <> 'cancelled'`,
    ),
    refundedEntries: await n(
      `SELECT count(*) AS n FROM orders WHERE user_id = $1 AND refund_message IS NOT NULL`,
    ),
    charges: await n(
      `SELECT count(*) AS n FROM sandbox_charges WHERE card_token = (
         SELECT provider_token FROM saved_cards WHERE user_id = $1) AND NOT refunded`,
    ),
    refunds: await n(
      `SELECT count(*) AS n FROM sandbox_charges WHERE card_token = (
         SELECT provider_token FROM saved_cards WHERE user_id = $1) AND refunded`,
    ),
    tips: await n(`SELECT count(*) AS n FROM orders WHERE user_id = $1 AND tip_cents > 0`),
    open: await n(
      `SELECT count(*) AS n FROM payment_intents
        WHERE user_id = $1 AND status IN ('pending', 'refunding')`,
    ),
  };
}

it('leaves every charge with one order or tip, or refunded, and no intent open', async () => {
  const result = await store.withDb(async (db) => {
    const all: Record<string, Awaited<ReturnType<typeof books>>> = {};
    for (const [name, c] of Object.entries(who)) all[name] = await books(db, c);
    const [walletOrder] = await db.query<{ status: string; refunded: boolean }>(
      `SELECT s.status, s.refunded FROM sandbox_orders s
         JOIN payments p ON p.provider_order_id = s.id WHERE p.user_id = $1`,
      [who.wallet!.userId],
    );
    return { all, walletOrder };
  });
  const none = { placed: 0, refundedEntries: 0, charges: 0, refunds: 0, tips: 0, open: 0 };
  expect(result.all).toEqual({
    // The retry after the restart placed it; the crash itself took nothing.
    beforeCharge: { ...none, placed: 1, charges: 1 },
    afterCharge: { ...none, placed: 1, charges: 1 },
    afterWrite: { ...none, placed: 1, charges: 1 },
    cartEmptied: { ...none, refundedEntries: 1, refunds: 1 },
    wallet: { ...none, placed: 1 },
    // The retry after the restart paid it.
    tipBeforeCharge: { ...none, placed: 1, charges: 2, tips: 1 },
    tipAfterCharge: { ...none, placed: 1, charges: 2, tips: 1 },
    tipAfterWrite: { ...none, placed: 1, charges: 2, tips: 1 },
  });
  expect(result.walletOrder).toEqual({ status: 'COMPLETED', refunded: false });
});
