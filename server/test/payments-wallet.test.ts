import { Writable } from 'node:stream';
import { readConfig } from '../src/config';
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
import { startTestServer } from './helpers/test-server';
import type { TestServer } from './helpers/test-server';

jest.setTimeout(60_000);

let world: OrdersWorld;
let outletId: number;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  world = await openOrdersWorld({ logger: { level: 'trace', stream } });
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

interface ConfigAnswer {
  error: string;
  errorMessage: string;
  availability: number;
  payment_method_enable: number;
  payPalToken?: { id: string; status: string; links: { rel: string; href: string }[] };
}

const config = (method: string, token?: string) =>
  world.post<ConfigAnswer>(
    'checkPaymentConfig',
    { located_at: 'st_croix', paymentType: 11, method, outletId, netAmount: '0.01', os: 'web' },
    token,
  );

/** The link is built on PUBLIC_URL; the test server listens on a random port instead. */
const local = (href: string) => world.server.origin + new URL(href).pathname;

async function approve(link: string): Promise<URL> {
  const href = local(link);
  const page = await fetch(href);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('>Approve</button>');
  expect(html).toContain('>Cancel</button>');
  const response = await fetch(`${href}/approve`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

it('answers availability and the payment method for the saved-card flow', async () => {
  expect(await config('card')).toMatchObject({
    error: 'false',
    availability: 1,
    payment_method_enable: 1,
  });
});

it('creates a provider order for the server price, approves it and places the order', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const answer = await config('paypal');
  expect(answer).toMatchObject({ error: 'false', availability: 1 });
  const link = answer.payPalToken?.links.find((l) => l.rel === 'approve');
  expect(link?.href).toContain('/api/v1/sandbox-pay/approve/');
  const [row] = await world.db.query<{ amount: number }>(
    'SELECT amount_cents AS amount FROM sandbox_orders WHERE id = $1',
    [answer.payPalToken?.id],
  );
  expect(row?.amount).toBeGreaterThan(100); // not the client's 0.01

  const back = await approve(link?.href ?? '');
  expect(back.pathname).toBe('/checkout');
  expect(back.searchParams.get('token')).toBe(answer.payPalToken?.id);
  expect(back.searchParams.get('PayerID')).toMatch(/^PAYER/);

  const payload = confirmPayload(outletId, cartIds, {
    method: 'paypal',
    token: answer.payPalToken?.id,
    pay_pal_order_id: answer.payPalToken?.id,
  });
  // another user cannot spend this provider order
  expect(await world.post('orderConfirm', payload, world.otherToken)).toMatchObject({
    error: 'true',
  });
  const placed = await Promise.all(
    [1, 2, 3].map(() => world.post<{ error: string; orderId: number }>('orderConfirm', payload)),
  );
  expect(placed.every((p) => p.error === 'false')).toBe(true);
  expect(new Set(placed.map((p) => p.orderId)).size).toBe(1);
  const [order] = await world.db.query<{ net: number; method: string }>(
    'SELECT net_amount_cents AS net, payment_method AS method FROM orders WHERE id = $1',
    [placed[0]?.orderId],
  );
  expect(order).toEqual({ net: row?.amount, method: 'wallet' });
});

it('sends the payer back with status=cancel on Cancel, and that order cannot be captured', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const answer = await config('paypal');
  const href = local(answer.payPalToken?.links[0]?.href ?? '');
  const response = await fetch(`${href}/cancel`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  expect(new URL(response.headers.get('location') ?? '').searchParams.get('status')).toBe('cancel');
  const before = await count(world.db, 'SELECT count(*) AS n FROM orders');
  const placed = await world.post(
    'orderConfirm',
    confirmPayload(outletId, cartIds, {
      method: 'paypal',
      pay_pal_order_id: answer.payPalToken?.id,
    }),
  );
  expect(placed).toMatchObject({ error: 'true', errorMessage: 'Payment is failed!' });
  expect(await count(world.db, 'SELECT count(*) AS n FROM orders')).toBe(before);
});

it('pays a provider order by card (payPalCardRequest), declining the decline card', async () => {
  await fillCart(world.db, CUSTOMER_ID, outletId);
  const answer = await config('paypal');
  const id = answer.payPalToken?.id ?? '';
  const base = {
    located_at: 'st_croix',
    pay_pal_order_id: id,
    name: 'Demo Customer',
    security_code: '123',
    expiry: '2031-04',
    outletId,
    os: 'web',
  };
  expect(
    await world.post('payPalCardRequest', { ...base, number: '4000000000000002' }),
  ).toMatchObject({
    error: 'true',
    errorMessage: 'Your card was declined.',
  });
  expect(
    await world.post('payPalCardRequest', { ...base, number: '4242', security_code: '1' }),
  ).toMatchObject({
    error: 'true',
    errorMessage: 'Please enter upto 16 digits',
  });
  expect(
    await world.post('payPalCardRequest', { ...base, number: '4242424242424242' }),
  ).toMatchObject({
    error: 'false',
    cardResponse: { id, status: 'APPROVED' },
  });
});

it('says the payment is not set up when the outlet takes no payments', async () => {
  await world.db.query(
    'UPDATE outlets SET card_payments_enabled = false, wallet_payments_enabled = false WHERE id = $1',
    [outletId],
  );
  try {
    expect(await config('card')).toMatchObject({
      error: 'true',
      errorMessage: 'Restaurant Payment not setup at the moment. Please select another Restaurant',
    });
  } finally {
    await world.db.query(
      'UPDATE outlets SET card_payments_enabled = true, wallet_payments_enabled = true WHERE id = $1',
      [outletId],
    );
  }
});

it('reports availability 0 for a closed outlet', async () => {
  await world.db.query('UPDATE outlets SET is_restro_online = false WHERE id = $1', [outletId]);
  try {
    expect(await config('paypal')).toMatchObject({ error: 'false', availability: 0 });
  } finally {
    await world.db.query('UPDATE outlets SET is_restro_online = true WHERE id = $1', [outletId]);
  }
});

it('answers 404 for an unknown approval page', async () => {
  const response = await world.server.get('/api/v1/sandbox-pay/approve/NOPE');
  expect(response.status).toBe(404);
});

it('never writes a card number or CVV to the log', () => {
  const log = logLines.join('');
  expect(log.length).toBeGreaterThan(0);
  expect(log).not.toContain('4242424242424242');
  expect(log).not.toContain('4000000000000002');
  expect(log).not.toContain('security_code');
});

describe('where the approval page sends the payer back (issue 33: APP_ORIGINS only)', () => {
  /** A wallet order created by a page with these headers; where Approve and Cancel lead. */
  async function backFrom(
    server: TestServer,
    headers: Record<string, string>,
    returnPath?: string,
  ) {
    await fillCart(world.db, CUSTOMER_ID, outletId);
    const body = {
      located_at: 'st_croix',
      paymentType: 11,
      method: 'paypal',
      outletId,
      netAmount: '0.01',
      os: 'web',
      ...(returnPath ? { returnPath } : {}),
    };
    const response = await server.post('checkPaymentConfig', body, { ...world.auth(), ...headers });
    const answer = (await response.json()) as ConfigAnswer;
    expect(answer).toMatchObject({ error: 'false', availability: 1 });
    const link = answer.payPalToken?.links.find((l) => l.rel === 'approve')?.href ?? '';
    const approved = await approve(link);
    const cancel = await fetch(`${local(link)}/cancel`, { redirect: 'manual' });
    return { approved, cancelled: new URL(cancel.headers.get('location') ?? '') };
  }

  it("never sends the payer with the token and payer id to the caller's Origin", async () => {
    const evil = { origin: 'https://evil.example', referer: 'https://evil.example/steal' };
    const { approved, cancelled } = await backFrom(world.server, evil, '/checkout');
    expect(approved.origin).toBe('http://localhost:3000');
    expect(approved.pathname).toBe('/checkout');
    expect(approved.searchParams.get('PayerID')).toMatch(/^PAYER/);
    expect(cancelled.origin).toBe('http://localhost:3000');
    for (const origin of ['null', 'http://localhost:3000.evil.example', 'javascript:alert(1)']) {
      expect((await backFrom(world.server, { origin })).approved.origin).toBe(
        'http://localhost:3000',
      );
    }
  });

  it('sends the payer back to the app that asked when it is one of the apps', async () => {
    const restro = 'http://localhost:3005';
    const { approved } = await backFrom(world.server, { origin: restro }, '/restro-menu/1');
    expect(approved.origin + approved.pathname).toBe(`${restro}/restro-menu/1`);
    // no Origin (a server-side caller): the shell's
    expect((await backFrom(world.server, {})).approved.origin).toBe('http://localhost:3000');
  });

  it('takes the apps from APP_ORIGINS, the first being the default', async () => {
    const { appOrigins } = readConfig({
      APP_ORIGINS: 'https://eats.example.com/, https://menu.eats.example.com',
    });
    const server = await startTestServer({ db: world.db, staffKey: STAFF_KEY, appOrigins });
    try {
      const menu = await backFrom(server, { origin: 'https://menu.eats.example.com' }, '/x');
      expect(menu.approved.origin + menu.approved.pathname).toBe('https://menu.eats.example.com/x');
      for (const origin of ['http://localhost:3000', 'https://evil.example']) {
        const { approved } = await backFrom(server, { origin }, '/checkout');
        expect(approved.origin + approved.pathname).toBe('https://eats.example.com/checkout');
      }
    } finally {
      await server.close();
    }
  });

  it('refuses an APP_ORIGINS entry that is not an origin, saying which', () => {
    for (const bad of [
      'eats.example.com',
      'https://eats.example.com/checkout',
      'ftp://x.example',
    ]) {
      expect(() => readConfig({ APP_ORIGINS: `https://ok.example,${bad}` })).toThrow(
        `APP_ORIGINS must list origins such as https://eats.example.com, got "${bad}"`,
      );
    }
    expect(readConfig({}).appOrigins).toEqual(['http://localhost:3000', 'http://localhost:3005']);
  });
});
