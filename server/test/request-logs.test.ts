import type { Db } from '../src/db/db';
import { DEMO } from './helpers/accounts-fixture';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

// Issue 38: every answer carries its request id (nginx's X-Request-Id when sane), every log line
// of a request has it, the log is JSON, and no password, session token, one-time code or card
// data is ever in it, with every request logged (LOG_REQUESTS=1) and the OTP sent in dev mode.

let db: Db;
let server: TestServer;
let logText = '';

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({
    db,
    logger: { level: 'debug', stream: { write: (line: string) => void (logText += line) } },
    logRequests: true,
    // as behind nginx: its X-Request-Id is taken
    trustProxy: '127.0.0.1',
  });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url: string };
  res?: unknown;
}
const logLines = () =>
  logText
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as LogLine);

/** A call as the site makes it, answering its JSON and its X-Request-Id. */
async function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response =
    body === undefined ? await server.get(path, headers) : await server.post(path, body, headers);
  return {
    body: (await response.json()) as Record<string, unknown>,
    requestId: response.headers.get('x-request-id'),
  };
}

/**
 * Found in the text as a value of its own: not digits inside a longer number or a request id
 * (a UUID's groups are hex digits between hyphens).
 */
const holds = (text: string, secret: string) =>
  new RegExp(`(?<![\\w-])${secret.replace(/[^\w]/g, '\\$&')}(?![\\w-])`).test(text);

test('logs every call by its request id, and no token, code, password or card', async () => {
  const answered: string[] = [];
  const track = <T extends { requestId: string | null }>(answer: T): T => {
    expect(answer.requestId).toBeTruthy();
    answered.push(answer.requestId!);
    return answer;
  };

  // sign up: a code is sent (the dev sender keeps it) and used twice
  const phone = {
    mobileNumber: `34088${String(process.pid % 1000).padStart(3, '0')}01`,
    countryCode: '+1',
  };
  track(await call('CheckAvailability', phone));
  const { otp } = track(await call(`dev/otp/${phone.mobileNumber}`)).body as { otp: string };
  expect(otp).toMatch(/^\d{6}$/);
  track(await call('otpVerification', { ...phone, otpNumber: otp, udId: 'LOG-1', type: 'signup' }));
  const signup = track(
    await call('userWithPasswordSignup', {
      ...phone,
      otpNumber: otp,
      udId: 'LOG-1',
      email: 'logs@example.com',
      userName: 'Log Reader',
      password: 'never-in-logs-1',
    }),
  );
  const signupToken = String(signup.body.token);

  // log in, and use the session: as a header, and by mistake in a URL
  const login = track(await call('userPasswordLogin', { ...DEMO, udId: 'LOG-2' }));
  const token = String(login.body.accessToken);
  const auth = { authorization: `Bearer ${token}` };
  track(await call('getProfile?located_at=st_croix', undefined, auth));
  track(await call(`getloginSetting?located_at=st_croix&token=${token}`));
  const card = {
    located_at: 'st_croix',
    card_number: '4242424242424242',
    expiration_month: '12',
    expiration_year: String(new Date().getUTCFullYear() + 2),
    card_type: 1,
    cvv: '8317',
    zip_code: '00820',
    type: 'Log Reader',
  };
  const added = track(await call('addCard', card, auth));
  expect(added.body.error).toBe('false');
  track(
    await call('logout', { located_at: 'st_croix' }, { authorization: `Bearer ${signupToken}` }),
  );
  // a log call handed a body keeps its secret fields out too
  server.app.log.info({ body: { password: 'never-in-logs-2', card_number: '4000000000000002' } });

  const text = logText;
  for (const secret of [
    otp,
    token,
    signupToken,
    'never-in-logs-1',
    'never-in-logs-2',
    DEMO.password,
    '4242424242424242',
    '4000000000000002',
    '8317',
  ]) {
    expect({ secret, logged: holds(text, secret) }).toEqual({ secret, logged: false });
  }
  expect(text).toContain('[redacted]');

  const lines = logLines();
  // every line of a request (LOG_REQUESTS=1 logs two of each) carries that request's id
  for (const line of lines.filter((candidate) => candidate.req || candidate.res)) {
    expect(line.reqId).toBeTruthy();
  }
  for (const id of answered) {
    const messages = lines.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  }
  // the code's own line is the sign-up call's
  const sent = lines.find((line) => line.msg?.startsWith('OTP kept'));
  expect(sent?.reqId).toBe(answered[0]);
});

test("answers with nginx's request id, and logs under it", async () => {
  const answer = await call('health', undefined, {
    'x-request-id': 'a3f9c1d27be84e5f9a01c2d3e4f5a6b7',
  });
  expect(answer.requestId).toBe('a3f9c1d27be84e5f9a01c2d3e4f5a6b7');
  const lines = logLines().filter((line) => line.reqId === 'a3f9c1d27be84e5f9a01c2d3e4f5a6b7');
  expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
});

test('makes its own request id, whatever a caller sends, with no proxy in front', async () => {
  const direct = await startTestServer({ db });
  try {
    const response = await direct.get('/api/v1/health', { 'x-request-id': 'chosen-by-a-caller' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await direct.close();
  }
});

test.each([
  ['too long', 'x'.repeat(65)],
  ['with spaces', 'a forged line'],
  ['with quotes', 'id"}{"admin":true'],
])('makes its own request id for one %s', async (_why, given) => {
  const answer = await call('health', undefined, { 'x-request-id': given });
  expect(answer.requestId).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
});

test('answers a request id on refusals and unknown paths too', async () => {
  for (const path of ['/api/v1/no-such-call', '/api/v1/getProfile', '/images/%E0%A4%A']) {
    const response = await server.get(path);
    expect({ path, id: response.headers.get('x-request-id') }).toEqual({
      path,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  }
});
