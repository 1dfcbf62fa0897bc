import { Writable } from 'node:stream';
import { chooseOtpSender } from '../src/auth/choose-otp-sender';
import { OTP_MESSAGES } from '../src/auth/otp-rules';
import type { OtpMessage } from '../src/auth/otp-sender';
import type { Db } from '../src/db/db';
import { startFakeTwilio, TWILIO } from './helpers/fake-twilio';
import type { FakeTwilio } from './helpers/fake-twilio';
import { openSeededDb } from './helpers/test-db';
import { startTestServer } from './helpers/test-server';
import type { TestServer } from './helpers/test-server';

// Issue 33 item 8: with Twilio configured the codes go by SMS through its Messages API, and no
// log line carries one, whatever the log level; a code Twilio did not take is withdrawn.

const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: TWILIO.sid,
  TWILIO_AUTH_TOKEN: TWILIO.token,
  TWILIO_FROM: TWILIO.from,
};

let db: Db;
let twilio: FakeTwilio;
let server: TestServer;
const logLines: string[] = [];
let phoneCounter = 0;
// the server's clock, moved past the resend cooldown and into fresh send windows
let clock = new Date('2025-06-02T15:00:00Z').getTime();
const newPhone = () => ({
  mobileNumber: `34088${String(process.pid % 100).padStart(2, '0')}${String(++phoneCounter).padStart(3, '0')}`,
  countryCode: '+1',
});
const post = async (path: string, body: unknown) =>
  (await (await server.post(path, body)).json()) as Record<string, unknown>;
const codesOf = (phone: { mobileNumber: string }) =>
  db.query<{ sent_at: Date; consumed_at: Date | null }>(
    'SELECT sent_at, consumed_at FROM otp_codes WHERE mobile_number = $1 ORDER BY id',
    [phone.mobileNumber],
  );

beforeAll(async () => {
  db = await openSeededDb();
  twilio = await startFakeTwilio();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  server = await startTestServer({
    db,
    otpSender: chooseOtpSender(undefined, { ...TWILIO_ENV, TWILIO_BASE_URL: twilio.url }),
    now: () => new Date(clock),
    logger: { level: 'trace', stream },
    logRequests: true,
  });
}, 30_000);
afterAll(async () => {
  await server?.close();
  await twilio?.close();
  await db?.close();
});
beforeEach(() => {
  twilio.answerWith(201);
  clock += 2 * 60 * 60_000;
});

it('sends the code by SMS to the number, never to the log, and the code verifies', async () => {
  const phone = newPhone();
  expect(await post('CheckAvailability', phone)).toMatchObject({ error: 'false', isNewUser: 1 });
  const sms = twilio.messages.at(-1);
  expect(sms).toMatchObject({ to: `+1${phone.mobileNumber}`, from: TWILIO.from });
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(await post('otpVerification', { ...phone, otpNumber: code, udId: 'D1' })).toMatchObject({
    error: 'false',
  });

  // a reset code too: the demo customer's
  const before = twilio.messages.length;
  expect(
    await post('forgotPassword', { mobileNumber: '3405550100', countryCode: '+1' }),
  ).toMatchObject({ error: 'false' });
  const resetCode = /\b(\d{6})\b/.exec(twilio.messages[before]?.body ?? '')?.[1];
  expect(resetCode).toMatch(/^\d{6}$/);

  expect(logLines.length).toBeGreaterThan(0);
  expect(logLines.join('').includes(String(code))).toBe(false);
  expect(logLines.join('').includes(String(resetCode))).toBe(false);
  expect(logLines.join('')).toContain('OTP sent by SMS');
  // no dev reader keeps it either
  expect((await server.get(`dev/otp/${phone.mobileNumber}`)).status).toBe(404);
});

it('withdraws a code Twilio refused, says so in the wire shape, and lets the customer ask again', async () => {
  const phone = newPhone();
  expect(await post('CheckAvailability', phone)).toMatchObject({ error: 'false', isNewUser: 1 });
  const first = await codesOf(phone);
  expect(first).toHaveLength(1);

  for (const status of [500, 400]) {
    twilio.answerWith(status);
    const sent = twilio.messages.length;
    // past the resend cooldown, or the refusal would be the cooldown's
    clock += 31_000;
    const answer = await post('resendOtp', { ...phone, type: 'signup' });
    expect(answer).toEqual({ error: 'true', errorMessage: OTP_MESSAGES.notSent });
    expect(twilio.messages).toHaveLength(sent);
    // the first code is live again, as it was: nothing of the failed send stands
    expect(await codesOf(phone)).toEqual(first);
  }
  expect(logLines.join('')).toContain('OTP not sent');

  twilio.answerWith(201);
  const phone2 = newPhone();
  twilio.answerWith(503);
  expect(await post('CheckAvailability', phone2)).toEqual({
    error: 'true',
    errorMessage: OTP_MESSAGES.notSent,
    isNewUser: 1,
  });
  expect(await codesOf(phone2)).toEqual([]);
  // at once, with no cooldown of a code nobody got
  twilio.answerWith(201);
  expect(await post('CheckAvailability', phone2)).toMatchObject({ error: 'false', isNewUser: 1 });
  expect(twilio.messages.at(-1)?.to).toBe(`+1${phone2.mobileNumber}`);
});

describe('chooseOtpSender', () => {
  const message: OtpMessage = {
    countryCode: '+1',
    mobileNumber: '3405550123',
    code: '493817',
    purpose: 'signup',
    expiresAt: new Date(),
  };
  const capture = () => {
    const lines: string[] = [];
    const log = new Proxy(
      {},
      {
        get:
          () =>
          (...args: unknown[]) =>
            void lines.push(JSON.stringify(args)),
      },
    );
    return { lines, log: log as Parameters<ReturnType<typeof chooseOtpSender>['send']>[1] };
  };

  it('in production (no ISLAND_EATS_DEV) without Twilio sends nothing and logs no code', async () => {
    const { lines, log } = capture();
    await expect(chooseOtpSender(undefined, {}).send(message, log)).rejects.toThrow(
      'no SMS provider',
    );
    expect(lines.join('')).not.toContain(message.code);
  });

  it('in dev mode without Twilio keeps the code for the dev reader, and logs it never (issue 38)', async () => {
    const { lines, log } = capture();
    const sender = chooseOtpSender(undefined, { ISLAND_EATS_DEV: '1' });
    await sender.send(message, log);
    expect(lines.join('')).toContain('OTP kept');
    expect(lines.join('')).not.toContain(message.code);
    expect((await sender.latest?.(message.mobileNumber))?.code).toBe(message.code);
  });

  it('takes Twilio over the log when configured, in dev mode too', async () => {
    const { lines, log } = capture();
    const sent = twilio.messages.length;
    const sender = chooseOtpSender(undefined, {
      ...TWILIO_ENV,
      TWILIO_BASE_URL: twilio.url,
      ISLAND_EATS_DEV: '1',
    });
    await sender.send(message, log);
    expect(twilio.messages[sent]?.body).toContain(message.code);
    expect(lines.join('')).not.toContain(message.code);
    expect(sender.latest).toBeUndefined();
  });
});
