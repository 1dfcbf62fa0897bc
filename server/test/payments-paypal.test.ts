import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { chooseProvider } from '../src/payments/choose-provider';
import type { PaymentProvider } from '../src/payments/provider';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  fillCart,
  openOrdersWorld,
} from './helpers/orders-fixtures';

jest.setTimeout(60_000);

interface FakeRequestBody {
  purchase_units: { amount: { value: string } }[];
  payment_source: { card: { vault_id?: string; number: string } };
}

/** A small stand-in for PayPal's REST API: just what the adapter calls, checked as PayPal would. */
function fakePayPal() {
  const orders = new Map<string, { amount: string; status: string; captureId?: string }>();
  const byRequestId = new Map<string, unknown>();
  const calls: string[] = [];
  let n = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const url = req.url ?? '';
    calls.push(`${req.method} ${url}`);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (url === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from('client:secret').toString('base64')}`;
      if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return send(401, { error: 'invalid_client' });
      }
      return send(200, { access_token: 'A21-token', token_type: 'Bearer', expires_in: 32400 });
    }
    if (req.headers.authorization !== 'Bearer A21-token')
      return send(401, { name: 'AUTHENTICATION_FAILURE' });
    const json = (body ? JSON.parse(body) : {}) as FakeRequestBody;
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    if (requestId && byRequestId.has(requestId)) return send(200, byRequestId.get(requestId));
    const remember = (payload: unknown) => {
      if (requestId) byRequestId.set(requestId, payload);
      send(201, payload);
    };
    const capture = (id: string, amount: string) => ({
      id,
      status: 'COMPLETED',
      purchase_units: [
        { payments: { captures: [{ id: `CAP-${id}`, amount: { value: amount } }] } },
      ],
    });
    let match: RegExpExecArray | null;
    if (url === '/v2/checkout/orders') {
      const id = `PP-${++n}`;
      const amount = json.purchase_units[0]?.amount.value ?? '0.00';
      const vault = json.payment_source?.card?.vault_id;
      if (vault) {
        if (vault.endsWith('0002')) return send(422, { name: 'UNPROCESSABLE_ENTITY' });
        orders.set(id, { amount, status: 'COMPLETED' });
        return remember(capture(id, amount));
      }
      orders.set(id, { amount, status: 'CREATED' });
      return remember({
        id,
        status: 'CREATED',
        links: [
          { rel: 'approve', href: `https://paypal.test/checkoutnow?token=${id}`, method: 'GET' },
        ],
      });
    }
    if (req.method === 'GET' && (match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url))) {
      const id = match[1] ?? '';
      const order = orders.get(id);
      if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      return send(200, order.status === 'COMPLETED' ? capture(id, order.amount) : { id, ...order });
    }
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)\/confirm-payment-source$/.exec(url))) {
      const order = orders.get(match[1] ?? '');
      if (!order || json.payment_source.card.number === '4000000000000002')
        return send(422, { name: 'DECLINED' });
      order.status = 'APPROVED';
      return send(200, { id: match[1], status: 'APPROVED' });
    }
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url))) {
      const id = match[1] ?? '';
      const order = orders.get(id);
      if (!order || order.status !== 'APPROVED') return send(422, { name: 'ORDER_NOT_APPROVED' });
      order.status = 'COMPLETED';
      return remember(capture(id, order.amount));
    }
    if (url === '/v3/vault/payment-tokens') {
      if (json.payment_source.card.number === '4000000000000002')
        return send(422, { name: 'DECLINED' });
      return send(201, {
        id: `VAULT-${++n}`,
        payment_source: { card: { last_digits: json.payment_source.card.number.slice(-4) } },
      });
    }
    if (/^\/v2\/payments\/captures\/[^/]+\/refund$/.test(url))
      return remember({ id: 'REF-1', status: 'COMPLETED' });
    return send(404, { name: 'RESOURCE_NOT_FOUND' });
  });
  return { server, calls, orders };
}

let fake: ReturnType<typeof fakePayPal>;
let provider: PaymentProvider;
let world: OrdersWorld;

beforeAll(async () => {
  fake = fakePayPal();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as { port: number };
  world = await openOrdersWorld();
  provider = chooseProvider(world.db, 'http://api.test', {
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_BASE_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await world?.close();
  await new Promise((resolve) => fake?.server.close(resolve));
});

const card = { number: '4242424242424242', name: 'Demo', expiry: '2031-04', cvv: '123' };

it('is chosen when the PayPal credentials are set, the sandbox otherwise', () => {
  expect(provider.name).toBe('paypal');
  expect(chooseProvider(world.db, 'http://api.test', {}).name).toBe('sandbox');
});

it('creates, approves by card and captures an order, fetching the token once', async () => {
  const order = await provider.createOrder(1234, {
    returnUrl: 'http://web.test/checkout',
    cancelUrl: 'http://web.test/checkout',
  });
  expect(order).toMatchObject({
    status: 'CREATED',
    approveUrl: expect.stringContaining('checkoutnow'),
  });
  expect(await provider.payOrderWithCard(order.id, card)).toEqual({ ok: true, status: 'APPROVED' });
  const first = await provider.capture(order.id);
  expect(first).toEqual({ ok: true, captureId: `CAP-${order.id}`, amountCents: 1234 });
  // a repeated capture carries the same request id and answers the first capture
  expect(await provider.capture(order.id)).toEqual(first);
  expect(fake.calls.filter((c) => c.endsWith('/v1/oauth2/token'))).toHaveLength(1);
});

it('vaults a card and charges the token once per idempotency key', async () => {
  const saved = await provider.tokeniseCard(card);
  expect(saved).toMatchObject({ ok: true, last4: '4242' });
  const token = saved.ok ? saved.token : '';
  const a = await provider.charge(token, 500, 'key-1');
  const b = await provider.charge(token, 500, 'key-1');
  expect(a).toEqual(b);
  expect(await provider.tokeniseCard({ ...card, number: '4000000000000002' })).toEqual({
    ok: false,
    message: 'Your card was declined.',
  });
  await expect(provider.refund(a.ok ? a.chargeId : '')).resolves.toBeUndefined();
});

it('tells the reconciler whether a card charge or a wallet order took the money', async () => {
  const saved = await provider.tokeniseCard(card);
  const token = saved.ok ? saved.token : '';
  const charged = await provider.charge(token, 1500, 'lookup-1');
  // Asked by repeating the request under its id: the first charge answers, none is added.
  expect(await provider.findCharge(token, 1500, 'lookup-1')).toEqual({
    paid: true,
    chargeId: charged.ok ? charged.chargeId : '',
    amountCents: 1500,
    refunded: false,
  });
  expect(await provider.findCharge('VAULT-0002', 1500, 'lookup-2')).toEqual({ paid: false });

  const order = await provider.createOrder(2500, {
    returnUrl: 'http://web.test/checkout',
    cancelUrl: 'http://web.test/checkout',
  });
  expect(await provider.findCapture(order.id)).toEqual({ paid: false });
  await provider.payOrderWithCard(order.id, card);
  expect(await provider.findCapture(order.id)).toEqual({ paid: false });
  await provider.capture(order.id);
  expect(await provider.findCapture(order.id)).toEqual({
    paid: true,
    chargeId: `CAP-${order.id}`,
    amountCents: 2500,
    refunded: false,
  });
  expect(await provider.findCapture('PP-UNKNOWN')).toEqual({ paid: false });
});

it('places an order through the app with PayPal as the provider', async () => {
  await world.close();
  world = await openOrdersWorld({ payments: provider });
  const outletId = await alwaysOpenOutlet(world.db);
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const config = await world.post<{ payPalToken: { id: string; links: { href: string }[] } }>(
    'checkPaymentConfig',
    {
      paymentType: 11,
      method: 'paypal',
      outletId,
      netAmount: '1.00',
      os: 'web',
    },
  );
  expect(config.payPalToken.links[0]?.href).toContain('paypal.test');
  // the payer approves on PayPal's side
  expect(await provider.payOrderWithCard(config.payPalToken.id, card)).toMatchObject({ ok: true });
  const placed = await world.post(
    'orderConfirm',
    confirmPayload(outletId, cartIds, {
      method: 'paypal',
      pay_pal_order_id: config.payPalToken.id,
    }),
  );
  expect(placed).toMatchObject({ error: 'false', message: 'Order is placed!' });
  // the sandbox approval page does not exist with a real provider
  expect(
    (await world.server.get(`/api/v1/sandbox-pay/approve/${config.payPalToken.id}`)).status,
  ).toBe(404);
});
