import type { Db } from '../src/db/db';
import { placeOrder } from '../src/orders/place-order';
import type { PlaceOrderInput } from '../src/orders/place-order';
import type { PaymentProvider } from '../src/payments/provider';
import { reconcileIntents } from '../src/payments/reconcile-intents';
import { sandboxProvider } from '../src/payments/sandbox-provider';
import { alwaysOpenOutlet, count } from './helpers/orders-fixtures';
import { dyingAt } from './helpers/dying-provider';
import { addProcessCustomer } from './helpers/process-customers';
import type { ProcessCustomer } from './helpers/process-customers';
import { openSeededDb } from './helpers/test-db';

// The order's write failing after the money was taken, for each reason a customer, a
// restaurant or a bad day can cause: the order is written once from its snapshot, or the money
// goes back. And an intent the reconciler cannot finish never holds up the others.

jest.setTimeout(60_000);

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
const reconcile = (payments = sandbox) =>
  reconcileIntents(db, payments, { graceMs: 0, now: () => new Date(), log });

const input = (c: ProcessCustomer, orderType: 'Take Out' | 'Delivery' = 'Take Out') =>
  ({
    userId: c.userId,
    key: `write-failure-${c.userId}`,
    outletId,
    orderType,
    payment: { wallet: false, paymentRef: c.cardToken },
    cartIds: c.cartIds,
    addressId: orderType === 'Delivery' ? c.addressId : null,
    tipCents: 0,
    note: '',
    now: new Date(),
  }) satisfies PlaceOrderInput;

const dyingAfterCharge = () => dyingAt(sandbox, 'after');

/** The customer's money and orders, by the card's token (the saved card may be gone). */
async function booksOf(c: ProcessCustomer) {
  const charges = (refunded: boolean) =>
    count(db, 'SELECT count(*) AS n FROM sandbox_charges WHERE card_token = $1 AND refunded = $2', [
      c.cardToken,
      refunded,
    ]);
  const [order] = await db.query<{ lastFour: string | null; address: string | null }>(
    `SELECT card_last_four AS "lastFour", delivery_address AS address FROM orders
      WHERE user_id = $1 AND status <> 'cancelled'`,
    [c.userId],
  );
  return {
    orders: await count(
      db,
      `SELECT count(*) AS n FROM orders WHERE user_id = $1 AND status <> 'cancelled'`,
      [c.userId],
    ),
    charges: await charges(false),
    refunds: await charges(true),
    intents: (
      await db.query<{ status: string }>(
        'SELECT status FROM payment_intents WHERE user_id = $1 ORDER BY id',
        [c.userId],
      )
    ).map((row) => row.status),
    order,
  };
}

const deleteCard = (c: ProcessCustomer) =>
  db.query('DELETE FROM saved_cards WHERE user_id = $1', [c.userId]);

it('writes the order from its snapshot when the card is deleted after a crash at the charge', async () => {
  const c = await addProcessCustomer(db, outletId);
  await expect(placeOrder(db, dyingAfterCharge(), input(c))).rejects.toThrow('after the charge');
  await deleteCard(c);
  await reconcile();
  expect(await booksOf(c)).toEqual({
    orders: 1,
    charges: 1,
    refunds: 0,
    intents: ['settled'],
    order: { lastFour: '4242', address: null },
  });
});

it('writes the order when the card is deleted while the provider is charging it', async () => {
  const c = await addProcessCustomer(db, outletId);
  const slowCharge: PaymentProvider = {
    ...sandbox,
    async charge(token, amountCents, key) {
      await deleteCard(c);
      return sandbox.charge(token, amountCents, key);
    },
  };
  expect(await placeOrder(db, slowCharge, input(c))).toMatchObject({ ok: true, created: true });
  expect(await booksOf(c)).toMatchObject({ orders: 1, charges: 1, intents: ['settled'] });
});

it('writes a delivery order with the address it was priced for when the address is deleted', async () => {
  const c = await addProcessCustomer(db, outletId, 'Delivery');
  await expect(placeOrder(db, dyingAfterCharge(), input(c, 'Delivery'))).rejects.toThrow();
  await db.query('DELETE FROM addresses WHERE id = $1', [c.addressId]);
  await reconcile();
  expect(await booksOf(c)).toEqual({
    orders: 1,
    charges: 1,
    refunds: 0,
    intents: ['settled'],
    order: { lastFour: '4242', address: '1 Company Street' },
  });
});

/** Runs `during` while every write of this customer's order breaks a constraint. */
async function withOrdersRefused<T>(c: ProcessCustomer, during: () => Promise<T>): Promise<T> {
  const name = `test_refuse_orders_of_${c.userId}`;
  await db.query(`ALTER TABLE orders ADD CONSTRAINT ${name} CHECK (user_id <> ${c.userId})`);
  try {
    return await during();
  } finally {
    await db.query(`ALTER TABLE orders DROP CONSTRAINT ${name}`);
  }
}

it('refunds the charge and says so when the order write breaks a constraint', async () => {
  const c = await addProcessCustomer(db, outletId);
  expect(await withOrdersRefused(c, () => placeOrder(db, sandbox, input(c)))).toEqual({
    ok: false,
    message: 'Your order could not be placed and your payment was refunded. Please try again.',
  });
  expect(await booksOf(c)).toMatchObject({
    orders: 0,
    charges: 0,
    refunds: 1,
    intents: ['refunded'],
  });
  const [intent] = await db.query<{ lastError: string }>(
    'SELECT last_error AS "lastError" FROM payment_intents WHERE user_id = $1',
    [c.userId],
  );
  expect(intent?.lastError).toMatch(/constraint/);
  // The cart is kept: once the cause is gone, the order goes through on a new charge.
  expect(await placeOrder(db, sandbox, input(c))).toMatchObject({ ok: true, created: true });
  expect(await booksOf(c)).toMatchObject({ orders: 1, charges: 1, refunds: 1 });
});

it('refunds what a crash left when the order write breaks a constraint at reconciliation', async () => {
  const c = await addProcessCustomer(db, outletId);
  await expect(placeOrder(db, dyingAfterCharge(), input(c))).rejects.toThrow();
  await withOrdersRefused(c, () => reconcile());
  expect(await booksOf(c)).toMatchObject({
    orders: 0,
    charges: 0,
    refunds: 1,
    intents: ['refunded'],
  });
});

/** An outlet like the always-open one, with nothing that keeps it from being deleted. */
async function spareOutlet(): Promise<number> {
  const [{ id } = { id: 0 }] = await db.query<{ id: number }>(
    'SELECT max(id) + 1000 AS id FROM outlets',
  );
  await db.exec(`CREATE TEMP TABLE spare_outlet AS SELECT * FROM outlets WHERE id = ${outletId};
    UPDATE spare_outlet SET id = ${id};
    INSERT INTO outlets SELECT * FROM spare_outlet;
    DROP TABLE spare_outlet;
    INSERT INTO outlet_business_hours (outlet_id, day, from_time, to_time)
      SELECT ${id}, day, from_time, to_time FROM outlet_business_hours WHERE outlet_id = ${outletId};`);
  return id;
}

it('refunds what a crash left when the outlet is gone before reconciliation', async () => {
  const spare = await spareOutlet();
  const c = await addProcessCustomer(db, spare);
  await expect(
    placeOrder(db, dyingAfterCharge(), { ...input(c), outletId: spare }),
  ).rejects.toThrow();
  await db.query('DELETE FROM outlets WHERE id = $1', [spare]);
  await reconcile();
  expect(await booksOf(c)).toMatchObject({
    orders: 0,
    charges: 0,
    refunds: 1,
    intents: ['refunded'],
  });
});

it('backs off an intent it cannot finish and still settles the 150 due around it', async () => {
  log.error.mockClear();
  const customers: ProcessCustomer[] = [];
  for (let i = 0; i < 150; i += 1) {
    const c = await addProcessCustomer(db, outletId);
    await expect(placeOrder(db, dyingAfterCharge(), input(c))).rejects.toThrow();
    customers.push(c);
  }
  const poison = customers[0]!;
  const asked: string[] = [];
  const providerDownFor = (token: string): PaymentProvider => ({
    ...sandbox,
    async findCharge(cardToken, amountCents, key) {
      asked.push(cardToken);
      if (cardToken === token) throw new Error('HTTP 503 from the provider');
      return sandbox.findCharge(cardToken, amountCents, key);
    },
  });

  expect(await reconcile(providerDownFor(poison.cardToken))).toBe(149);
  for (const c of customers.slice(1)) {
    expect(await booksOf(c)).toMatchObject({ orders: 1, charges: 1, intents: ['settled'] });
  }
  const poisonIntent = () =>
    db.query<{ status: string; failures: number; waits: boolean; lastError: string }>(
      `SELECT status, failures, retry_at > now() AS waits, last_error AS "lastError"
         FROM payment_intents WHERE user_id = $1`,
      [poison.userId],
    );
  expect(await poisonIntent()).toEqual([
    { status: 'pending', failures: 1, waits: true, lastError: 'Error: HTTP 503 from the provider' },
  ]);
  expect(log.error).toHaveBeenCalledWith(
    expect.objectContaining({ failures: 1, retryAt: expect.anything() }),
    expect.stringContaining('not reconciled'),
  );
  // (a Date of the database's thread is not this test realm's Date: compared by its time)
  const [[logged]] = log.error.mock.calls as [[{ retryAt: Date }]];
  expect(logged.retryAt.getTime()).toBeGreaterThan(Date.now());

  // Backed off: the next pass does not ask about it again.
  asked.length = 0;
  await reconcile(providerDownFor(poison.cardToken));
  expect(asked).not.toContain(poison.cardToken);

  // Due again once its wait is over: it settles when the provider answers.
  await db.query(`UPDATE payment_intents SET retry_at = now() WHERE user_id = $1`, [poison.userId]);
  expect(await reconcile()).toBe(1);
  expect(await booksOf(poison)).toMatchObject({ orders: 1, charges: 1, intents: ['settled'] });
});
