import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/db';
import { LIMITED_CALLS, tooManyAttempts } from '../src/http/rate-limits';
import { DEMO } from './helpers/accounts-fixture';
import { dbFingerprint } from './helpers/db-fingerprint';
import { CUSTOMER_ID, alwaysOpenOutlet, confirmPayload } from './helpers/orders-fixtures';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

/** Issue 20: the limits of http/rate-limits.ts, over real HTTP from 127.0.0.1. */
let db: Db;
let server: TestServer;

beforeAll(async () => {
  db = await openSeededDb();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  // a fresh server is a fresh memory store: each test starts with no attempts counted
  server = await startTestServer({ db, otpMaxPerIp: 1000 });
});
afterEach(async () => {
  await server?.close();
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
let phoneCounter = 0;
const newPhone = () => ({
  countryCode: '+1',
  mobileNumber: `34088${String(process.pid % 100).padStart(2, '0')}${String(++phoneCounter).padStart(3, '0')}`,
});
const tokenCount = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM auth_tokens'))[0]?.n);
const otpCount = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM otp_codes'))[0]?.n);

async function expectLimited(res: Response, minutes: number) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan((minutes - 1) * 60);
  expect(await json(res)).toEqual({
    error: 'true',
    errorMessage: `Too many attempts, try again in ${minutes} minutes.`,
  });
}

it('words the wait in whole minutes a person reads', () => {
  expect(tooManyAttempts(14 * 60_000 + 1)).toBe('Too many attempts, try again in 15 minutes.');
  expect(tooManyAttempts(30_000)).toBe('Too many attempts, try again in 1 minute.');
  expect(tooManyAttempts(0)).toBe('Too many attempts, try again in 1 minute.');
});

it('limits the login, OTP, password reset and order calls', () => {
  expect(Object.keys(LIMITED_CALLS).sort()).toEqual(
    [
      'CheckAvailability',
      'changePassword',
      'forgotPassword',
      'orderConfirm',
      'otpVerification',
      'resendOtp',
      'userPasswordLogin',
    ].sort(),
  );
});

describe('login, per phone number', () => {
  const login = (password: string, phone: { countryCode: string; mobileNumber: string } = DEMO) =>
    server.post('userPasswordLogin', { ...phone, password, udId: 'TEST' });

  it('refuses the 11th try after 10 wrong passwords, even the right one, and issues no token', async () => {
    for (let i = 0; i < 10; i++) {
      expect(await json(await login('wrong-password'))).toMatchObject({ error: 'true' });
    }
    const tokens = await tokenCount();
    await expectLimited(await login(DEMO.password), 15);
    expect(await tokenCount()).toBe(tokens);
    // another account from the same address is not held up
    const other = newPhone();
    expect((await login('wrong-password', other)).status).toBe(200);
  });

  it('never counts a successful login: a customer may log in all day', async () => {
    for (let i = 0; i < 15; i++) {
      expect(await json(await login(DEMO.password))).toMatchObject({ error: 'false' });
    }
  });
});

describe('OTP calls', () => {
  it('refuses codes checked wrong 10 times for one number', async () => {
    const phone = newPhone();
    const verify = () =>
      server.post('otpVerification', { ...phone, otpNumber: '123456', type: 'signup' });
    for (let i = 0; i < 10; i++) expect((await verify()).status).toBe(200);
    await expectLimited(await verify(), 15);
  });

  it('refuses the 61st send from one address, and sends nothing for it', async () => {
    for (let i = 0; i < 60; i++) {
      expect(await json(await server.post('CheckAvailability', newPhone()))).toMatchObject({
        error: 'false',
        isNewUser: 1,
      });
    }
    const codes = await otpCount();
    await expectLimited(await server.post('CheckAvailability', newPhone()), 15);
    // resendOtp and forgotPassword share the address's count
    await expectLimited(await server.post('forgotPassword', newPhone()), 15);
    expect(await otpCount()).toBe(codes);
  });

  it('refuses the 11th resend or reset code for one number', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      const call = i % 2 ? 'resendOtp' : 'forgotPassword';
      expect((await server.post(call, phone)).status).toBe(200);
    }
    await expectLimited(await server.post('resendOtp', phone), 15);
  });

  it('skips the per-address limits for the exempt addresses of a test rig', async () => {
    await server.close();
    server = await startTestServer({
      db,
      otpMaxPerIp: 1000,
      limits: { exemptAddresses: ['127.0.0.1'] },
    });
    for (let i = 0; i < 61; i++) {
      expect((await server.post('CheckAvailability', newPhone())).status).toBe(200);
    }
  });
});

describe('password reset', () => {
  it('refuses the 6th failed reset of one number, and changes nothing', async () => {
    const reset = () =>
      server.post('changePassword', {
        ...DEMO,
        otpNumber: '123456',
        password: 'new-password',
        confirmPassword: 'new-password',
      });
    for (let i = 0; i < 5; i++) {
      expect(await json(await reset())).toMatchObject({ error: 'true' });
    }
    const before = await dbFingerprint(db);
    await expectLimited(await reset(), 15);
    expect(await dbFingerprint(db)).toEqual(before);
  });
});

describe('order placement, per customer', () => {
  it('refuses the 11th order after 10 refused ones, and writes nothing', async () => {
    const token = await issueToken(db, CUSTOMER_ID);
    const outletId = await alwaysOpenOutlet(db);
    const auth = { authorization: `Bearer ${token}` };
    // cart lines that are not the customer's: refused by the handler, counted as failures
    const refused = () => server.post('orderConfirm', confirmPayload(outletId, [999_999]), auth);
    for (let i = 0; i < 10; i++) {
      expect(await json(await refused())).toMatchObject({ error: 'true' });
    }
    const before = await dbFingerprint(db);
    await expectLimited(await refused(), 15);
    expect(await dbFingerprint(db)).toEqual(before);
  });

  it('answers a caller without a session as before, not with a limit', async () => {
    const outletId = await alwaysOpenOutlet(db);
    for (let i = 0; i < 12; i++) {
      const res = await server.post('orderConfirm', confirmPayload(outletId, [1]));
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ errorMessage: 'Unauthenticated.' });
    }
  });
});

it('answers a body over the limit in the wire shape, before any handler runs', async () => {
  const before = await dbFingerprint(db);
  const res = await server.post('userPasswordLogin', {
    ...DEMO,
    password: 'x'.repeat(2 * 1024 * 1024),
  });
  expect(res.status).toBe(413);
  expect(await json(res)).toEqual({ error: 'true', errorMessage: 'The request is too large.' });
  expect(await dbFingerprint(db)).toEqual(before);
});
