import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionProblems } from '../src/production-mode';

/**
 * Issue 20: NODE_ENV=production runs the compiled API (server/dist/main.js, plain node) and
 * refuses what production must not run with.
 */
const serverDir = path.resolve(__dirname, '..');
// a folder of this run's own: the PGlite and Postgres suites may run this file at once
const outFolder = `dist/test-${process.pid}`;
const compiled = path.join(serverDir, outFolder, 'main.js');
const GOOD = {
  NODE_ENV: 'production',
  STAFF_KEY: 'a-staff-key-nobody-guesses',
  ALLOW_SANDBOX_PAYMENTS: '1',
};
let dataDir: string;

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs', outFolder], {
    cwd: serverDir,
    stdio: 'pipe',
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'island-eats-production-'));
}, 120_000);
afterAll(() => {
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
      child.kill('SIGTERM');
      return exited;
    },
  };
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

it('refuses the sandbox unless it is allowed on purpose', async () => {
  const { ALLOW_SANDBOX_PAYMENTS: _allowed, ...withoutSandbox } = GOOD;
  const run = await startCompiled(withoutSandbox);
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain('PayPal is not configured');
  expect(run.output).not.toContain('STAFF_KEY');
});

it('starts with proper settings, without the development OTP reader', async () => {
  const run = await startCompiled(GOOD);
  try {
    expect(run.port).toBeGreaterThan(0);
    const api = `http://127.0.0.1:${run.port}/api/v1`;
    const health = await fetch(`${api}/health`);
    expect(await health.json()).toMatchObject({ error: 'false', status: 'ok' });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    const otp = await fetch(`${api}/dev/otp/3405550100`);
    expect(otp.status).toBe(404);
    expect(await otp.json()).toEqual({ error: 'true', errorMessage: 'Not found.' });
  } finally {
    expect(await run.stop()).toBe(0);
  }
});

it('accepts PayPal credentials in place of the sandbox, and names a TypeScript start', () => {
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
  expect(productionProblems({ NODE_ENV: 'development' }, 'main.ts')).toEqual([]);
});
