import type { Db } from '../src/db/db';
import { placeOrder } from '../src/orders/place-order';
import type { PlaceOrderInput } from '../src/orders/place-order';
import type { PaymentProvider } from '../src/payments/provider';
import { reconcileIntents } from '../src/payments/reconcile-intents';
import { sandboxProvider } from '../src/payments/sandbox-provider';
import { payTip } from '../src/tips/pay-tip';
import { alwaysOpenOutlet, count } from './helpers/orders-fixtures';
import { dyingAt } from './helpers/dying-provider';
import { addProcessCustomer } from './helpers/process-customers';
import type { ProcessCustomer } from './helpers/process-customers';
import { openSeededDb } from './helpers/test-db';

// The intent written before a charge and the reconciler that finishes it, in process: what a
// crash at each step leaves is simulated by a provider that fails right before or after the
// charge (crash-recovery.test.ts kills the real process instead).

let db: Db;
let sandbox: PaymentProvider;
let outletId: number;

beforeAll(async () => {
  db = await openSeededDb();
  sandbox = sandboxProvider(db, 'http://localhost:4000');
  outletId = await alwaysOpenOutlet(db);
});
afterAll(() => db?.close());

const log = { error: jest.fn() };
const reconcile = () => reconcileIntents(db, sandbox, { graceMs: 0, now: () => new Date(), log });

const input = (c: ProcessCustomer, key = `test-key-${c.userId}`): PlaceOrderInput => ({
  userId: c.userId,
  key,
  outletId,
  orderType: 'Take Out',
  payment: { wallet: false, paymentRef: c.cardToken },
  cartIds: c.cartIds,
  addressId: null,
  tipCents: 0,
  note: '',
  now: new Date(),
});

const dying = (when: 'before' | 'after') => dyingAt(sandbox, when);

async function booksOf(c: ProcessCustomer) {
  const n = (sql: string) => count(db, sql, [c.userId]);
  const charges = `SELECT count(*) AS n FROM sandbox_charges WHERE card_token = (
    SELECT provider_token FROM saved_cards WHERE user_id = $1)`;
  return {
    orders: await n(
      `SELECT count(*) AS n FROM orders WHERE user_id = $1 AND status <> 'cancelled'`,
    ),
    refundedEntries: await n(
      `SELECT count(*) AS n FROM orders WHERE user_id = $1 AND refund_message IS NOT NULL`,
    ),
    charges: await n(`${charges} AND NOT refunded`),
    refunds: await n(`${charges} AND refunded`),
    cartLines: await n(
      `SELECT count(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = $1`,
    ),
    intents: (
      await db.query<{ status: string }>(
        'SELECT status FROM payment_intents WHERE user_id = $1 ORDER BY id',
        [c.userId],
      )
    ).map((row) => row.status),
  };
}

it('writes the order once from an intent charged before a crash, and a retry answers it', async () => {
  const c = await addProcessCustomer(db, outletId);
  await expect(placeOrder(db, dying('after'), input(c))).rejects.toThrow('after the charge');
  expect(await booksOf(c)).toMatchObject({ orders: 0, charges: 1, intents: ['pending'] });

  expect(await reconcile()).toBe(1);
  expect(await reconcile()).toBe(0);
  expect(await booksOf(c)).toEqual({
    orders: 1,
    refundedEntries: 0,
    charges: 1,
    refunds: 0,
    cartLines: 0,
    intents: ['settled'],
  });
  expect(await placeOrder(db, sandbox, input(c))).toMatchObject({ ok: true, created: false });
  expect(await booksOf(c)).toMatchObject({ orders: 1, charges: 1 });
});

it('closes an intent whose charge never happened, and a retry charges once', async () => {
  const c = await addProcessCustomer(db, outletId);
  await expect(placeOrder(db, dying('before'), input(c))).rejects.toThrow('before the charge');
  await reconcile();
  expect(await booksOf(c)).toMatchObject({
    orders: 0,
    charges: 0,
    cartLines: 2,
    intents: ['closed'],
  });
  expect(await placeOrder(db, sandbox, input(c))).toMatchObject({ ok: true, created: true });
  expect(await booksOf(c)).toMatchObject({ orders: 1, charges: 1, intents: ['settled'] });
});

it.each([
  [
    'a dish ran out',
    'some of its items are out of stock',
    (c: ProcessCustomer) =>
      db.query(
        `UPDATE dishes SET out_of_stock = $2 WHERE id = (SELECT dish_id FROM cart_lines WHERE id = $1)`,
        [c.cartIds[0], true],
      ),
    (c: ProcessCustomer) =>
      db.query(
        `UPDATE dishes SET out_of_stock = $2 WHERE id = (SELECT dish_id FROM cart_lines WHERE id = $1)`,
        [c.cartIds[0], false],
      ),
  ],
  [
    'the outlet closed',
    'the restaurant is not available at the moment',
    () => db.query('UPDATE outlets SET emergency_close = true WHERE id = $1', [outletId]),
    () => db.query('UPDATE outlets SET emergency_close = false WHERE id = $1', [outletId]),
  ],
])(
  'refunds a paid order it can no longer place (%s) and says so in the order history',
  async (_case, reason, change, undo) => {
    const c = await addProcessCustomer(db, outletId);
    await expect(placeOrder(db, dying('after'), input(c))).rejects.toThrow();
    await change(c);
    try {
      await reconcile();
    } finally {
      await undo(c);
    }
    expect(await booksOf(c)).toEqual({
      orders: 0,
      refundedEntries: 1,
      charges: 0,
      refunds: 1,
      // The cart stays for the customer to order again.
      cartLines: 2,
      intents: ['refunded'],
    });
    const [entry] = await db.query<{ status: string; message: string }>(
      'SELECT status, refund_message AS message FROM orders WHERE user_id = $1',
      [c.userId],
    );
    expect(entry?.status).toBe('cancelled');
    expect(entry?.message).toMatch(
      new RegExp(`because ${reason}\\. Your payment of \\$\\d+\\.\\d\\d was refunded\\.$`),
    );
  },
);

it('gives the money back when the reconciler closed the intent while its charge was in flight', async () => {
  const c = await addProcessCustomer(db, outletId);
  // A request slower than the grace period: the reconciler asks the provider before it charges.
  const slow: PaymentProvider = {
    ...sandbox,
    async charge(token, amountCents, key) {
      await reconcile();
      return sandbox.charge(token, amountCents, key);
    },
  };
  expect(await placeOrder(db, slow, input(c))).toEqual({
    ok: false,
    message: 'Payment is failed!',
  });
  expect(await booksOf(c)).toMatchObject({
    orders: 0,
    charges: 0,
    refunds: 1,
    cartLines: 2,
    intents: ['refunded'],
  });
});

it('makes one order and keeps one charge of 20 identical confirms raced by reconciler passes', async () => {
  const c = await addProcessCustomer(db, outletId);
  const results = await Promise.all([
    ...Array.from({ length: 20 }, () => placeOrder(db, sandbox, input(c))),
    ...Array.from({ length: 5 }, () => reconcile()),
  ]);
  const placed = results.slice(0, 20) as Awaited<ReturnType<typeof placeOrder>>[];
  const ids = new Set(placed.flatMap((r) => (r.ok ? [r.orderId] : [])));
  expect(ids.size).toBe(1);
  await reconcile();
  expect(await booksOf(c)).toMatchObject({ orders: 1, charges: 1, refundedEntries: 0 });
  expect(
    await count(
      db,
      `SELECT count(*) AS n FROM payment_intents WHERE user_id = $1 AND status IN ('pending', 'refunding')`,
      [c.userId],
    ),
  ).toBe(0);
});

it('records a tip charged before a crash once, and closes one never charged', async () => {
  const c = await addProcessCustomer(db, outletId, 'Delivery');
  const placed = await placeOrder(db, sandbox, {
    ...input(c),
    orderType: 'Delivery',
    addressId: c.addressId,
  });
  if (!placed.ok) throw new Error(placed.message);
  const tip = (payments: PaymentProvider, tipCents: number) =>
    payTip(db, payments, {
      userId: c.userId,
      orderId: placed.orderId,
      tipCents,
      payment: { wallet: false, paymentRef: c.cardToken },
    });
  await expect(tip(dying('before'), 300)).rejects.toThrow();
  await expect(tip(dying('after'), 500)).rejects.toThrow();
  await reconcile();
  const tips = await db.query<{ tip: number }>(
    'SELECT tip_cents AS tip FROM orders WHERE id = $1',
    [placed.orderId],
  );
  expect(tips).toEqual([{ tip: 500 }]);
  expect((await booksOf(c)).intents).toEqual(['settled', 'closed', 'settled']);
  expect(await tip(sandbox, 300)).toEqual({
    ok: false,
    message: 'A tip cannot be added to this order.',
  });
  expect(await booksOf(c)).toMatchObject({ charges: 2, refunds: 0 });
});
