import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveApp, siteEnvWith, stopServer } from '../support/app-servers';
import { pagePerTest } from '../support/browser';
import { cardNames, nearBy } from '../support/browse';

// A site whose API is not listening yet, as right after a start, inside this checkout's ports.
const shift = Number(process.env.E2E_PORT_SHIFT || 100);
const root = path.resolve(__dirname, '../..');
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'island-eats-start-'));
  dataDirs.push(dir);
  return dir;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen`);
}

function startApi(port: number): ChildProcess {
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: freshDataDir(),
      DATABASE_URL: '',
      DEMO_AUTO_PROGRESS: '0',
      ISLAND_EATS_DEV: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(api);
  return api;
}

const session = pagePerTest({ width: 375, height: 800 });

afterAll(async () => {
  for (const child of children) await stopServer(child);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

test('a home page opened before the API listens shows the failure, then the list once it answers', async () => {
  const shell = `http://localhost:${3070 + shift}`;
  const browse = `http://localhost:${3071 + shift}`;
  const apiPort = 3072 + shift;
  const env = { ...siteEnvWith({ shell, browse }), API_URL: `http://localhost:${apiPort}` };
  children.push(
    ...(await Promise.all([
      serveApp('shell', 3070 + shift, env),
      serveApp('browse', 3071 + shift, env),
    ])),
  );

  const { page } = session;
  await page.goto(shell);
  const failure = page.getByRole('alert').filter({ hasText: 'We could not load the restaurants.' });
  await failure.waitFor();
  expect(await failure.textContent()).toContain('something went wrong!');
  expect(await failure.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
  expect(await page.getByText('No restaurants available for this location').count()).toBe(0);
  await page.screenshot({ path: '.bench/screenshots/site-start-failure-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '.bench/screenshots/site-start-failure-1280.png', fullPage: true });

  // The API comes up: the page reads the list again by itself, without a reload.
  startApi(apiPort);
  await until(() => answers(`http://localhost:${apiPort}/api/v1/health`), 'the API start');
  await nearBy(page).locator('article').first().waitFor({ timeout: 15_000 });
  expect((await cardNames(nearBy(page))).length).toBeGreaterThan(0);
  expect(await failure.count()).toBe(0);
  expect(await page.getByText('No restaurants available for this location').count()).toBe(0);
}, 120_000);

test('pnpm start announces the URL only once the API and every app answer', async () => {
  const ports = { api: 3079 + shift, apps: [3073, 3074, 3075, 3076, 3077, 3078] };
  const dirs = ['shell', 'browse', 'menu-cart', 'checkout-pay', 'account', 'restro-menu'];
  const origins = Object.fromEntries(
    dirs.map((dir, i) => [dir, `http://localhost:${ports.apps[i]! + shift}`]),
  );
  const env = {
    ...siteEnvWith(origins),
    API_URL: `http://localhost:${ports.api}`,
    DATA_DIR: freshDataDir(),
    DATABASE_URL: '',
    DEMO_AUTO_PROGRESS: '0',
  };
  const start = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(start);

  const announced = await new Promise<boolean>((resolve) => {
    let printed = '';
    start.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Island Eats: open')) resolve(true);
    });
    start.once('exit', () => resolve(false));
  });
  expect(announced).toBe(true);
  // at that moment, with no wait, everything answers
  const up = await Promise.all([
    answers(`http://localhost:${ports.api}/api/v1/health`),
    ...Object.values(origins).map((origin) => answers(`${origin}/config.json`)),
  ]);
  expect(up).toEqual(dirs.map(() => true).concat(true));
}, 180_000);
