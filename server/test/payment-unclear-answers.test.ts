import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../src/db/db';
import { placeOrder } from '../src/orders/place-order';
import type { PlaceOrderInput } from '../src/orders/place-order';
import { payPalProvider } from '../src/payments/paypal-provider';
import type { PaymentProvider } from '../src/payments/provider';
import { reconcileIntents } from '../src/payments/reconcile-intents';
import { recordWalletOrder } from '../src/payments/wallet-orders';
import { alwaysOpenOutlet, count } from './helpers/orders-fixtures';
import { addProcessCustomer } from './helpers/process-customers';
import type { ProcessCustomer } from './helpers/process-customers';
import { openSeededDb } from './helpers/test-db';

// PayPal answering what is not a clear decline (a 5xx, nothing in time, a capture PENDING):
// the money may have been taken, so the customer is not told "declined", the intent stays for
// the reconciler, and the order is written once the provider says the money was taken.

jest.setTimeout(60_000);

/** What the fake answers a charge or capture request, in turn. */
type Answer = 'completed' | 'pending' | 'declined' | 'hang' | 'busy' | 500 | 502 | 503 | 504;

/** PayPal's Orders v2 for card charges and captures, answering as each test scripts. */
function scriptedPayPal() {
  const script: Answer[] = [];
  const orders = new Map<string, { amount: string; capture: string }>();
  const byRequestId = new Map<string, unknown>();
  let n = 0;
  const orderBody = (id: string) => {
    const { amount, capture } = orders.get(id)!;
    return {
      id,
      status: 'COMPLETED',
      purchase_units: [
        {
          payments: { captures: [{ id: `CAP-${id}`, status: capture, amount: { value: amount } }] },
        },
      ],
    };
  };
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const text = await body(req);
    const url = req.url ?? '';
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (url === '/v1/oauth2/token') return send(200, { access_token: 'T', expires_in: 32400 });
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    // PayPal repeats a request id's first whole answer; an error is not kept.
    if (requestId && byRequestId.has(requestId)) return send(200, byRequestId.get(requestId));
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url);
    if (req.method === 'GET' && get) {
      return orders.has(get[1]!) ? send(200, orderBody(get[1]!)) : send(404, {});
    }
    if (/\/refund$/.test(url)) return send(201, { id: 'REF', status: 'COMPLETED' });
    const captureOf = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url)?.[1];
    const next = script.shift() ?? 'completed';
    if (next === 'hang') return; // never answers
    if (next === 'busy') return send(409, { name: 'REQUEST_IN_PROGRESS' });
    if (typeof next === 'number') return send(next, { name: 'INTERNAL_SERVER_ERROR' });
    if (next === 'declined') return send(422, { name: 'UNPROCESSABLE_ENTITY' });
    const id = captureOf ?? `PP-${++n}`;
    const amount =
      captureOf !== undefined
        ? (orders.get(id)?.amount ?? '0.00')
        : (JSON.parse(text) as { purchase_units: { amount: { value: string } }[] })
            .purchase_units[0]!.amount.value;
    orders.set(id, { amount, capture: next === 'pending' ? 'PENDING' : 'COMPLETED' });
    const payload = orderBody(id);
    if (requestId) byRequestId.set(requestId, payload);
    send(201, payload);
  });
  return { server, script, orders };
}

let db: Db;
let fake: ReturnType<typeof scriptedPayPal>;
let paypal: PaymentProvider;
let outletId: number;

beforeAll(async () => {
  fake = scriptedPayPal();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as { port: number };
  db = await openSeededDb();
  paypal = payPalProvider({
    clientId: 'client',
    clientSecret: 'secret',
    baseUrl: `http://127.0.0.1:${port}`,
    timeoutMs: 500,
  });
  outletId = await alwaysOpenOutlet(db);
});
afterAll(async () => {
  await db?.close();
  fake?.server.closeAllConnections();
  await new Promise((resolve) => fake?.server.close(resolve));
});
beforeEach(() => {
  fake.script.length = 0;
});

const log = { error: jest.fn() };
const reconcile = () => reconcileIntents(db, paypal, { graceMs: 0, now: () => new Date(), log });

const UNCONFIRMED = {
  ok: false,
  message:
    'We could not confirm your payment yet. If it went through, it will show in your orders ' +
    'within a few minutes, or be refunded: please check before paying again.',
};

const input = (c: ProcessCustomer): PlaceOrderInput => ({
  userId: c.userId,
  key: `unclear-${c.userId}`,
  outletId,
  orderType: 'Take Out',
  payment: { wallet: false, paymentRef: `VAULT-${c.userId}` },
  cartIds: c.cartIds,
  addressId: null,
  tipCents: 0,
  note: '',
  now: new Date(),
});

async function booksOf(c: ProcessCustomer) {
  return {
    orders: await count(
      db,
      `SELECT count(*) AS n FROM orders WHERE user_id = $1 AND status <> 'cancelled'`,
      [c.userId],
    ),
    cartLines: await count(
      db,
      `SELECT count(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = $1`,
      [c.userId],
    ),
    intents: (
      await db.query<{ status: string }>(
        'SELECT status FROM payment_intents WHERE user_id = $1 ORDER BY id',
        [c.userId],
      )
    ).map((row) => row.status),
  };
}

/** A PayPal customer: the process customer's cart, paid with a vaulted card of PayPal's. */
async function customer(): Promise<ProcessCustomer> {
  const c = await addProcessCustomer(db, outletId);
  await db.query('UPDATE saved_cards SET provider_token = $2 WHERE user_id = $1', [
    c.userId,
    `VAULT-${c.userId}`,
  ]);
  return c;
}

it.each<[string, Answer]>([
  ['500', 500],
  ['502', 502],
  ['503', 503],
  ['504', 504],
  ['no answer in time', 'hang'],
])(
  'leaves a charge answered %s to the reconciler, which places the order once PayPal took it',
  async (_case, answer) => {
    const c = await customer();
    fake.script.push(answer);
    expect(await placeOrder(db, paypal, input(c))).toEqual(UNCONFIRMED);
    expect(await booksOf(c)).toEqual({ orders: 0, cartLines: 2, intents: ['pending'] });

    // The charge did go through: asked again under its request id, PayPal says so.
    fake.script.push('completed');
    await reconcile();
    expect(await booksOf(c)).toEqual({ orders: 1, cartLines: 0, intents: ['settled'] });
  },
);

it('closes a charge answered 503 that PayPal then declines, and keeps the cart', async () => {
  const c = await customer();
  fake.script.push(503, 'declined');
  expect(await placeOrder(db, paypal, input(c))).toEqual(UNCONFIRMED);
  await reconcile();
  expect(await booksOf(c)).toEqual({ orders: 0, cartLines: 2, intents: ['closed'] });
});

it('waits for a PENDING capture, then places the order when it completes', async () => {
  const c = await customer();
  fake.script.push('pending');
  expect(await placeOrder(db, paypal, input(c))).toEqual(UNCONFIRMED);

  // Still pending: the reconciler asks again later (backed off), and writes nothing.
  await reconcile();
  expect(await booksOf(c)).toEqual({ orders: 0, cartLines: 2, intents: ['pending'] });
  const [id] = [...fake.orders.keys()].slice(-1);
  fake.orders.get(id!)!.capture = 'COMPLETED';
  await db.query('UPDATE payment_intents SET retry_at = now() WHERE user_id = $1', [c.userId]);
  await reconcile();
  expect(await booksOf(c)).toEqual({ orders: 1, cartLines: 0, intents: ['settled'] });
});

it('closes a PENDING capture that PayPal then declines', async () => {
  const c = await customer();
  fake.script.push('pending');
  expect(await placeOrder(db, paypal, input(c))).toEqual(UNCONFIRMED);
  const [id] = [...fake.orders.keys()].slice(-1);
  fake.orders.get(id!)!.capture = 'DECLINED';
  await reconcile();
  expect(await booksOf(c)).toEqual({ orders: 0, cartLines: 2, intents: ['closed'] });
});

it('still answers a clear decline as declined, and keeps the intent closed, not deleted', async () => {
  const c = await customer();
  fake.script.push('declined');
  expect(await placeOrder(db, paypal, input(c))).toEqual({
    ok: false,
    message: 'Your card was declined.',
  });
  expect(await booksOf(c)).toEqual({ orders: 0, cartLines: 2, intents: ['closed'] });
  // A retry is a new attempt under a new request id, not PayPal's remembered decline.
  expect(await placeOrder(db, paypal, input(c))).toMatchObject({ ok: true, created: true });
});

it('makes one order of twin requests when PayPal tells the second one the first is in progress', async () => {
  const c = await customer();
  const slow: PaymentProvider = {
    ...paypal,
    async charge(token, amountCents, key) {
      // The second twin reaches PayPal while the first is still being charged.
      const second = placeOrder(db, paypal, input(c));
      fake.script.push('busy');
      expect(await second).toEqual(UNCONFIRMED);
      fake.script.push('completed');
      return paypal.charge(token, amountCents, key);
    },
  };
  expect(await placeOrder(db, slow, input(c))).toMatchObject({ ok: true, created: true });
  expect(await booksOf(c)).toEqual({ orders: 1, cartLines: 0, intents: ['settled'] });
});

it('leaves a wallet capture answered 503 to the reconciler, which reads the order', async () => {
  const c = await customer();
  const [{ cents } = { cents: 0 }] = await db.query<{ cents: number }>(
    `SELECT sum(d.price_cents * l.quantity)::int AS cents FROM cart_lines l
       JOIN carts ct ON ct.id = l.cart_id JOIN dishes d ON d.id = l.dish_id WHERE ct.user_id = $1`,
    [c.userId],
  );
  const providerOrderId = `PP-WALLET-${c.userId}`;
  fake.orders.set(providerOrderId, { amount: (cents / 100).toFixed(2), capture: 'COMPLETED' });
  await recordWalletOrder(db, {
    userId: c.userId,
    provider: 'paypal',
    providerOrderId,
    amountCents: cents,
    purpose: 'order',
  });
  fake.script.push(503);
  const wallet = { ...input(c), payment: { wallet: true, paymentRef: providerOrderId } };
  expect(await placeOrder(db, paypal, wallet)).toEqual(UNCONFIRMED);
  expect(await booksOf(c)).toEqual({ orders: 0, cartLines: 2, intents: ['pending'] });
  await reconcile();
  expect(await booksOf(c)).toMatchObject({ orders: 1, cartLines: 0, intents: ['settled'] });
});
