import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { DEMO } from '../helpers/accounts-fixture';
import { startApiProcess } from '../helpers/api-process';
import type { ApiProcess as Api } from '../helpers/api-process';
import { expectOneLoginLimit, randomPhone } from '../helpers/login-limit';
import { trackOrder } from '../helpers/order-tracker';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  fillCart,
} from '../helpers/orders-fixtures';
import { openProcessDb } from '../helpers/process-db';
import type { ProcessDb } from '../helpers/process-db';

// Two API processes on one Postgres and one Redis (REDIS_URL, the local Redis by default, like
// the Postgres project's DATABASE_URL): what one process takes in, the other one acts on —
// counters, codes, logouts, carts and pushes to a tracker. The keys and channels carry a prefix
// of their own, deleted at the end: the Redis may be shared.

jest.setTimeout(90_000);

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `island-eats-test-${randomBytes(6).toString('hex')}:`;
const STAFF = { 'x-staff-key': 'two-process-redis-staff-key' };
let processDb: ProcessDb;
let redis: Redis;
let a: Api;
let b: Api;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  await redis.connect().catch((error: Error) => {
    throw new Error(`This test needs Redis at ${REDIS_URL} (set REDIS_URL): ${error.message}`);
  });
  processDb = await openProcessDb();
  const env = {
    ...processDb.env,
    REDIS_URL,
    REDIS_PREFIX: PREFIX,
    STAFF_KEY: STAFF['x-staff-key'],
  };
  [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await processDb?.dispose();
  if (redis?.status === 'ready') {
    const keys = await prefixedKeys('');
    if (keys.length > 0) await redis.unlink(...keys);
  }
  redis?.disconnect();
});

async function prefixedKeys(under: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${PREFIX}${under}*`, count: 500 })) {
    keys.push(...(batch as string[]));
  }
  return keys;
}

async function logIn(api: Api): Promise<{ auth: Record<string, string>; token: string }> {
  const answer = await api.post<{ accessToken: string }>('userPasswordLogin', {
    ...DEMO,
    udId: 'TWO-PROCESSES-REDIS',
  });
  return { auth: { authorization: `Bearer ${answer.accessToken}` }, token: answer.accessToken };
}

it('counts failed logins through both processes against one limit', async () => {
  await expectOneLoginLimit([a.origin, b.origin]);
  expect((await prefixedKeys('rate-limit:')).length).toBeGreaterThan(0);
});

it('verifies through one process the code sent through the other', async () => {
  const phone = randomPhone();
  expect(await a.post('CheckAvailability', phone)).toMatchObject({ error: 'false', isNewUser: 1 });
  // the dev endpoint of either process shows it
  const { otp } = await b.get<{ otp: string }>(`dev/otp/${phone.mobileNumber}`);
  expect(await b.post('otpVerification', { ...phone, otpNumber: otp, udId: 'D1' })).toMatchObject({
    error: 'false',
  });
});

it("refuses on one process a token logged out through the other, and shows one's cart change on the other", async () => {
  const outletId = await processDb.withDb(alwaysOpenOutlet);
  const cartIds = await processDb.withDb((db) => fillCart(db, CUSTOMER_ID, outletId));
  const { auth } = await logIn(a);
  const cart = {
    udId: 'TWO-PROCESSES-REDIS',
    order_type: 'Take Out',
    donation: 'no',
    tipAmount: '0',
  };
  type Cart = { dishes: { dishes: { cartId: number; dishQuantity: number }[] } };
  const quantity = async (api: Api) =>
    (await api.post<Cart>('viewCart', cart, auth)).dishes.dishes.find(
      (line) => line.cartId === cartIds[0],
    )?.dishQuantity;
  expect(await quantity(b)).toBe(await quantity(a));
  await a.post(
    'updateCart',
    { cartId: cartIds[0], udId: 'TWO-PROCESSES-REDIS', outletId, quantity: 4, os: 'web' },
    auth,
  );
  expect(await quantity(b)).toBe(4);

  const signedIn = async (api: Api) =>
    (await api.post<{ errorMessage: string }>('listRestaurant', { type: 'Take Out' }, auth))
      .errorMessage === '';
  expect(await signedIn(b)).toBe(true);
  await a.post('logout', {}, auth);
  expect(await signedIn(b)).toBe(false);
});

/**
 * The demo customer orders through `orderedOn` and tracks the order on `trackedOn`; the staff
 * move made through `orderedOn` must reach that tracker.
 */
async function expectPushed({
  orderedOn,
  trackedOn,
  outletId,
  cartIds,
}: {
  orderedOn: Api;
  trackedOn: Api;
  outletId: number;
  cartIds: number[];
}) {
  const { auth, token } = await logIn(orderedOn);
  const { orderId } = await orderedOn.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
    auth,
  );
  const tracker = await trackOrder(trackedOn.origin, token, orderId);
  try {
    const pushed = tracker.nextPush();
    await orderedOn.post(`staff/orders/${orderId}/advance`, {}, STAFF);
    expect(await pushed).toMatchObject({ orderId, status: 'confirmed' });
  } finally {
    tracker.close();
  }
}

it('pushes a status change made through one process to a tracker connected to the other', async () => {
  const outletId = await processDb.withDb(alwaysOpenOutlet);
  const cartIds = await processDb.withDb((db) => fillCart(db, CUSTOMER_ID, outletId));
  await expectPushed({ orderedOn: a, trackedOn: b, outletId, cartIds });
});

// Issue 33, item 9: the logout reaches the session's sockets on every process.
it('disconnects on one process the tracker of a session logged out through the other', async () => {
  const outletId = await processDb.withDb(alwaysOpenOutlet);
  const cartIds = await processDb.withDb((db) => fillCart(db, CUSTOMER_ID, outletId));
  const { auth, token } = await logIn(a);
  const { orderId } = await a.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
    auth,
  );
  const tracker = await trackOrder(b.origin, token, orderId);
  try {
    tracker.socket.io.opts.reconnection = false;
    const cut = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket was not disconnected')), 5000);
      tracker.socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
    await a.post('logout', {}, auth);
    expect(await cut).toBe('io server disconnect');
    await a.post(`staff/orders/${orderId}/advance`, {}, STAFF);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(tracker.pushes).toEqual([]);
  } finally {
    tracker.close();
  }
});

it('keeps serving, limits and pushes included, when Redis cannot be reached', async () => {
  const api = await startApiProcess({
    ...processDb.env,
    REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    REDIS_PREFIX: PREFIX,
    STAFF_KEY: STAFF['x-staff-key'],
  });
  try {
    expect(await api.post('CheckAvailability', randomPhone())).toMatchObject({ error: 'false' });
    const outletId = await processDb.withDb(alwaysOpenOutlet);
    const cartIds = await processDb.withDb((db) => fillCart(db, CUSTOMER_ID, outletId));
    await expectPushed({ orderedOn: api, trackedOn: api, outletId, cartIds });
    expect(api.child.exitCode).toBeNull();
  } finally {
    await api.stop();
  }
});

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
