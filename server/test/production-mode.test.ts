import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionProblems } from '../src/production-mode';
import { startFakeTwilio, TWILIO } from './helpers/fake-twilio';
import type { FakeTwilio } from './helpers/fake-twilio';

/**
 * Issue 20: production runs the compiled API (server/dist/main.js, plain node) and refuses what
 * production must not run with. Issue 33: production is what an API not started with
 * ISLAND_EATS_DEV=1 runs, NODE_ENV or not: no dev OTP reader, no dev staff key, no sandbox
 * unless allowed, and the codes go by SMS, never to the log.
 */
const serverDir = path.resolve(__dirname, '..');
// a folder of this run's own: the PGlite and Postgres suites may run this file at once
const outFolder = `dist/test-${process.pid}`;
const compiled = path.join(serverDir, outFolder, 'main.js');
const SMS = {
  TWILIO_ACCOUNT_SID: TWILIO.sid,
  TWILIO_AUTH_TOKEN: TWILIO.token,
  TWILIO_FROM: TWILIO.from,
};
/** A production environment the API starts with; no NODE_ENV, no ISLAND_EATS_DEV. */
const GOOD: Record<string, string> = {
  STAFF_KEY: 'a-staff-key-nobody-guesses',
  ALLOW_SANDBOX_PAYMENTS: '1',
  APP_ORIGINS: 'https://eats.example.com',
  ...SMS,
};
let dataDir: string;
let twilio: FakeTwilio;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build.mjs', outFolder], {
    cwd: serverDir,
    stdio: 'pipe',
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'island-eats-production-'));
  twilio = await startFakeTwilio();
  GOOD.TWILIO_BASE_URL = twilio.url;
}, 120_000);
afterAll(async () => {
  await twilio?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.dirname(compiled), { recursive: true, force: true });
});

interface Run {
  exitCode: number | null;
  output: string;
  /** The port it listens on, once it says so. */
  port?: number;
  stop(): Promise<number | null>;
}

/** Every run's stop: a run a test expected to refuse may listen instead (and fail the test). */
const started: Run[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((run) => run.stop()));
});

/** Starts the compiled API with `env` (beside PATH only); resolves when it listens or exits. */
function startCompiled(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, [compiled], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const run: Run = {
    exitCode: null,
    output: '',
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  started.push(run);
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      run.output += chunk.toString();
      const listening = /API listening on http:\/\/[^:]+:(\d+)/.exec(run.output);
      if (listening) {
        run.port = Number(listening[1]);
        resolve(run);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      run.exitCode = code;
      resolve(run);
    });
  });
}

it('refuses to start with the development staff key and no PayPal, saying why', async () => {
  const run = await startCompiled({ NODE_ENV: 'production', STAFF_KEY: 'dev-staff-key' });
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain('The API will not start in production');
  expect(run.output).toContain('STAFF_KEY is the development key');
  expect(run.output).toContain('ALLOW_SANDBOX_PAYMENTS=1');
});

it('is production with no setting at all: it refuses the dev OTP sender and the sandbox', async () => {
  const run = await startCompiled({});
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain(
    'The API will not start in production mode (ISLAND_EATS_DEV is not 1)',
  );
  expect(run.output).toContain('No SMS provider sends the one-time codes');
  expect(run.output).toContain('PayPal is not configured');
  expect(run.output).toContain('APP_ORIGINS is not set');
});

it('refuses the dev OTP sender in production: codes go by SMS or the API does not start', async () => {
  const { TWILIO_FROM: _from, ...halfTwilio } = GOOD;
  const half = await startCompiled(halfTwilio);
  expect(half.exitCode).toBe(1);
  expect(half.output).toContain('Twilio is half configured: set TWILIO_FROM too.');
  const noSms = Object.fromEntries(
    Object.entries(GOOD).filter(([key]) => !key.startsWith('TWILIO')),
  );
  const run = await startCompiled(noSms);
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain('No SMS provider');
});

it('refuses dev mode that says it is production', async () => {
  const run = await startCompiled({ ...GOOD, NODE_ENV: 'production', ISLAND_EATS_DEV: '1' });
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain('ISLAND_EATS_DEV=1 turns on the development aids');
});

it('refuses the sandbox unless it is allowed on purpose', async () => {
  const { ALLOW_SANDBOX_PAYMENTS: _allowed, ...withoutSandbox } = GOOD;
  const run = await startCompiled(withoutSandbox);
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain('PayPal is not configured');
  expect(run.output).not.toContain('STAFF_KEY');
});

it('starts with proper settings, without the development OTP reader or staff key', async () => {
  const { STAFF_KEY: _key, ...withoutStaffKey } = GOOD;
  // every log line the API writes, the codes' included if it wrote them
  const run = await startCompiled({ ...withoutStaffKey, LOG_LEVEL: 'trace', LOG_REQUESTS: '1' });
  try {
    expect(run.port).toBeGreaterThan(0);
    const api = `http://127.0.0.1:${run.port}/api/v1`;
    const health = await fetch(`${api}/health`);
    expect(await health.json()).toMatchObject({ error: 'false', status: 'ok' });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    const staff = await fetch(`${api}/staff/orders/1/advance`, {
      method: 'POST',
      headers: { 'x-staff-key': 'dev-staff-key' },
    });
    expect(staff.status).toBe(403);
    expect(await staff.json()).toMatchObject({ error: 'true' });

    // a sign-up code goes to the SMS provider, and to no log line
    const phone = { mobileNumber: '3405550177', countryCode: '+1' };
    const sent = await fetch(`${api}/CheckAvailability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(phone),
    });
    expect(await sent.json()).toMatchObject({ error: 'false', isNewUser: 1 });
    const sms = twilio.messages.at(-1);
    expect(sms?.to).toBe('+13405550177');
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const otp = await fetch(`${api}/dev/otp/${phone.mobileNumber}`);
    expect(otp.status).toBe(404);
    expect(await otp.json()).toEqual({ error: 'true', errorMessage: 'Not found.' });
    // the API's log comes through a pipe, and may come after its answer: wait for the line
    for (let waited = 0; waited < 5000 && !run.output.includes('OTP sent by SMS'); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(run.output).toContain('OTP sent by SMS');
    expect(run.output).not.toContain(String(code));
  } finally {
    expect(await run.stop()).toBe(0);
  }
});

it('accepts PayPal credentials in place of the sandbox, and names a TypeScript start', () => {
  expect(productionProblems(GOOD, 'main.js')).toEqual([]);
  const paypal = { ...GOOD, ALLOW_SANDBOX_PAYMENTS: undefined };
  expect(
    productionProblems({ ...paypal, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }, 'main.js'),
  ).toEqual([]);
  expect(productionProblems({ ...GOOD, STAFF_KEY: 'short' }, 'main.js')).toEqual([
    'STAFF_KEY is shorter than 16 characters.',
  ]);
  expect(productionProblems(GOOD, '/server/src/main.ts')).toEqual([
    expect.stringContaining('node server/dist/main.js'),
  ]);
  // NODE_ENV no longer turns production off: only ISLAND_EATS_DEV=1 does
  expect(productionProblems({ NODE_ENV: 'development' }, 'main.js')).toHaveLength(3);
  expect(productionProblems({ ISLAND_EATS_DEV: '1' }, 'main.ts')).toEqual([]);
});
