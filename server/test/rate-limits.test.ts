import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/db';
import { LIMITED_CALLS, tooManyAttempts } from '../src/http/rate-limits';
import { DEMO } from './helpers/accounts-fixture';
import { dbFingerprint } from './helpers/db-fingerprint';
import { newCustomer } from './helpers/menu-fixture';
import { CUSTOMER_ID, alwaysOpenOutlet, confirmPayload, count } from './helpers/orders-fixtures';
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
// The limits' windows follow the app's clock: this one starts an hour, so every window is whole.
const START = new Date('2026-06-02T15:00:00Z').getTime();
let clock = START;
const now = () => new Date(clock);

beforeEach(async () => {
  clock = START;
  // a fresh server is a fresh memory store: each test starts with no attempts counted
  server = await startTestServer({ db, otpMaxPerIp: 1000, now, trustProxy: true });
});
afterEach(async () => {
  await server?.close();
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
type Phone = { countryCode: string; mobileNumber: string };
// the app trusts the proxy's x-forwarded-for here, so a test can call from any address
const from = (address: string) => ({ 'x-forwarded-for': address });
const STRANGER = '203.0.113.7';
const OWNER = '198.51.100.20';
const lastOtp = async (phone: Phone) =>
  (await json(await server.get(`dev/otp/${phone.mobileNumber}`))).otp as string;
let phoneCounter = 0;
const newPhone = () => ({
  countryCode: '+1',
  mobileNumber: `34088${String(process.pid % 100).padStart(2, '0')}${String(++phoneCounter).padStart(3, '0')}`,
});
const tokenCount = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM auth_tokens'))[0]?.n);

/** A new account through the real sign-up, from an address of its own. */
async function signUpAccount(): Promise<{ phone: Phone; password: string }> {
  const phone = newPhone();
  const address = from('198.51.100.99');
  expect((await server.post('CheckAvailability', phone, address)).status).toBe(200);
  const otpNumber = await lastOtp(phone);
  const verify = { ...phone, otpNumber, type: 'signup' };
  expect(await json(await server.post('otpVerification', verify, address))).toMatchObject({
    error: 'false',
  });
  const password = 'secret-1';
  const form = { ...phone, otpNumber, email: `${phone.mobileNumber}@example.com`, password };
  const answer = await server.post(
    'userWithPasswordSignup',
    { ...form, userName: 'Owner' },
    address,
  );
  expect(await json(answer)).toMatchObject({ error: 'false' });
  return { phone, password };
}
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

it('limits the login, OTP, sign-up, password reset, card, charge, coupon, question, cancel, reorder, staff sign-in and Web Vitals calls', () => {
  expect(Object.keys(LIMITED_CALLS).sort()).toEqual(
    [
      'CheckAvailability',
      'addCard',
      'addCoupon',
      'cancelOrder',
      'changePassword',
      'checkPaymentConfig',
      'checkTipPaymentConfig',
      'forgotPassword',
      'orderConfirm',
      'otpVerification',
      'payPalCardRequest',
      'reorder',
      'resendOtp',
      'sendQuestion',
      'staff/invitations/accept',
      'staff/login',
      'tipPaymentConfirm',
      'userPasswordLogin',
      'userWithPasswordSignup',
      'vitals',
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

describe('login, counted before the password is checked', () => {
  const login = (password: string, headers?: Record<string, string>, phone: Phone = DEMO) =>
    server.post('userPasswordLogin', { ...phone, password, udId: 'TEST' }, headers);

  it('cuts a burst of 30 parallel wrong passwords at 10 evaluated', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login('wrong-password', from(STRANGER))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("locks a stranger's address out of a customer's account, not the customer", async () => {
    for (let i = 0; i < 10; i++) {
      expect(await json(await login('wrong-password', from(STRANGER)))).toMatchObject({
        errorMessage: 'Invalid mobile number or password.',
      });
    }
    await expectLimited(await login(DEMO.password, from(STRANGER)), 15);
    expect(await json(await login(DEMO.password, from(OWNER)))).toMatchObject({ error: 'false' });
  });

  it('gives a success its count back, in parallel too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => login(DEMO.password, from(OWNER))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (let i = 0; i < 10; i++) {
      expect((await login('wrong-password', from(OWNER))).status).toBe(200);
    }
    await expectLimited(await login(DEMO.password, from(OWNER)), 15);
  });

  it("locks a password guessed at from many addresses; the owner's reset by code lets them in", async () => {
    const { phone, password } = await signUpAccount();
    // 3 addresses, 10 wrong passwords each: the account's 30
    for (let i = 0; i < 30; i++) {
      const answer = await login('wrong-password', from(`203.0.113.${10 + (i % 3)}`), phone);
      expect(await json(answer)).toMatchObject({ error: 'true' });
    }
    await expectLimited(await login(password, from(OWNER), phone), 15);
    // a stranger's failed resets do not hold up the owner's
    const reset = { ...phone, password: 'new-secret', confirmPassword: 'new-secret' };
    for (let i = 0; i < 5; i++) {
      const answer = await server.post(
        'changePassword',
        { ...reset, otpNumber: '123456' },
        from(STRANGER),
      );
      expect(await json(answer)).toMatchObject({ error: 'true' });
    }
    expect(await json(await server.post('forgotPassword', phone, from(OWNER)))).toMatchObject({
      error: 'false',
    });
    const otpNumber = await lastOtp(phone);
    const verify = { ...phone, otpNumber, type: 'forgot' };
    expect(await json(await server.post('otpVerification', verify, from(OWNER)))).toMatchObject({
      error: 'false',
    });
    expect(
      await json(await server.post('changePassword', { ...reset, otpNumber }, from(OWNER))),
    ).toMatchObject({ error: 'false' });
    expect(await json(await login('new-secret', from(OWNER), phone))).toMatchObject({
      error: 'false',
    });
  });
});

describe('OTP codes, per number and address', () => {
  it("lets the owner check a code while a stranger's wrong codes are refused", async () => {
    const phone = newPhone();
    expect((await server.post('CheckAvailability', phone, from(OWNER))).status).toBe(200);
    const wrong = { ...phone, otpNumber: '000000', type: 'signup' };
    for (let i = 0; i < 10; i++) {
      expect((await server.post('otpVerification', wrong, from(STRANGER))).status).toBe(200);
    }
    await expectLimited(await server.post('otpVerification', wrong, from(STRANGER)), 15);
    // the stranger used up that code's tries (otp-rules.ts): the owner asks for another
    clock += 31_000;
    expect((await server.post('resendOtp', { ...phone, type: 'signup' }, from(OWNER))).status).toBe(
      200,
    );
    const right = { ...phone, otpNumber: await lastOtp(phone), type: 'signup' };
    expect(await json(await server.post('otpVerification', right, from(OWNER)))).toMatchObject({
      error: 'false',
    });
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
      now,
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
    // a tip charges a card too: it shares the count
    const tip = { orderId: 1, tipAmount: '3.00', token: 'sandbox_card_demo_4242' };
    await expectLimited(await server.post('tipPaymentConfirm', tip, auth), 15);
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

describe('cards, wallet orders, coupons, questions and sign-ups', () => {
  const card = (year: number) => ({
    card_number: '4242424242424242',
    expiration_month: '12',
    expiration_year: String(year),
    cvv: '123',
    zip_code: '00820',
  });

  it('refuses card tries after 10 failed ones, and saves nothing', async () => {
    const { userId, auth } = await newCustomer(db);
    for (let i = 0; i < 10; i++) {
      expect(await json(await server.post('addCard', card(2020), auth))).toMatchObject({
        error: 'true',
      });
    }
    await expectLimited(await server.post('addCard', card(2031), auth), 60);
    const payWithCard = {
      pay_pal_order_id: 'ORDER-1',
      number: '4242424242424242',
      name: 'Card Tester',
      security_code: '123',
      expiry: '2031-12',
    };
    await expectLimited(await server.post('payPalCardRequest', payWithCard, auth), 60);
    expect(
      await count(db, 'SELECT count(*) AS n FROM saved_cards WHERE user_id = $1', [userId]),
    ).toBe(0);
  });

  it('refuses the 31st payment check of a customer in 15 minutes', async () => {
    const { auth } = await newCustomer(db);
    const outletId = await alwaysOpenOutlet(db);
    for (let i = 0; i < 30; i++) {
      const answer = await server.post('checkPaymentConfig', { outletId, method: 'card' }, auth);
      expect(answer.status).toBe(200);
    }
    const payments = await count(db, 'SELECT count(*) AS n FROM payments');
    await expectLimited(
      await server.post('checkPaymentConfig', { outletId, method: 'paypal' }, auth),
      15,
    );
    const tip = { orderId: 1, tipAmount: '3.00' };
    await expectLimited(await server.post('checkTipPaymentConfig', tip, auth), 15);
    expect(await count(db, 'SELECT count(*) AS n FROM payments')).toBe(payments);
  });

  it('refuses coupon codes after 10 wrong ones', async () => {
    const { auth } = await newCustomer(db);
    const outletId = await alwaysOpenOutlet(db);
    const coupon = (couponCode: string) =>
      server.post('addCoupon', { couponCode, order_type: 'Take Out', outletId }, auth);
    for (let i = 0; i < 10; i++) {
      expect(await json(await coupon(`GUESS${i}`))).toMatchObject({ error: 'true' });
    }
    await expectLimited(await coupon('GUESS10'), 15);
  });

  it('refuses the 11th question from one address in an hour, and stores nothing', async () => {
    const ask = () => server.post('sendQuestion', { question: 'Open late?' }, from(STRANGER));
    for (let i = 0; i < 10; i++) {
      expect(await json(await ask())).toMatchObject({ error: 'false' });
    }
    const questions = await count(db, 'SELECT count(*) AS n FROM questions');
    await expectLimited(await ask(), 60);
    expect(await count(db, 'SELECT count(*) AS n FROM questions')).toBe(questions);
  });

  it('refuses the 21st sign-up from one address in 15 minutes, and creates nobody', async () => {
    const signUp = () => {
      const phone = newPhone();
      const form = { ...phone, otpNumber: '123456', email: `${phone.mobileNumber}@example.com` };
      return server.post(
        'userWithPasswordSignup',
        { ...form, userName: 'Flood', password: 'secret-1' },
        from(STRANGER),
      );
    };
    for (let i = 0; i < 20; i++) {
      expect(await json(await signUp())).toMatchObject({ error: 'true' });
    }
    const users = await count(db, 'SELECT count(*) AS n FROM users');
    await expectLimited(await signUp(), 15);
    expect(await count(db, 'SELECT count(*) AS n FROM users')).toBe(users);
  });
});
