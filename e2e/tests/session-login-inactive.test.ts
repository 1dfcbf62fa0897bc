import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiAnswer } from '../../scripts/lib/api-call.mjs';
import { serveApp, siteEnvWith, stopServer } from '../support/app-servers';
import { browserPerFile, hydratedWhereItStands } from '../support/browser';

// Our own API with ordering paused, and a shell that uses it, inside this checkout's port range.
const shift = Number(process.env.E2E_PORT_SHIFT || 100);
const SHELL_PORT = 3080 + shift;
const API_PORT = 3081 + shift;
const api = `http://localhost:${API_PORT}`;
const shell = `http://localhost:${SHELL_PORT}`;
const root = path.resolve(__dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'island-eats-inactive-'));

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${api}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the paused API did not come up');
}

const session = browserPerFile();
let apiServer: ChildProcess;
let shellServer: ChildProcess | undefined;

beforeAll(async () => {
  apiServer = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(API_PORT),
      PUBLIC_URL: api,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOGIN_ACTIVE: 'false',
      DEMO_AUTO_PROGRESS: '0',
      ISLAND_EATS_DEV: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  [shellServer] = await Promise.all([
    serveApp('shell', SHELL_PORT, { ...siteEnvWith({ shell }), API_URL: api }),
    waitForHealth(Date.now() + 60_000),
  ]);
}, 90_000);

afterAll(async () => {
  await stopServer(shellServer);
  await stopServer(apiServer);
  rmSync(dataDir, { recursive: true, force: true });
});

test("login not active: the server's message replaces the whole layout", async () => {
  const answer = await apiAnswer<{ loginActive: number; errorMessage: string }>(
    api,
    'listRestaurant',
    { body: { latitude: 17.7, longitude: -64.7, timezone: 'UTC', type: 'Take Out' } },
  );
  expect(answer.loginActive).toBe(0);

  const page = await session.browser.newPage({ viewport: { width: 375, height: 800 } });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  for (const route of ['/', '/restaurants']) {
    // the page server's page is the message already, which the browser hydrates and keeps
    const html = await (
      await fetch(`${shell}${route}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain(`<h1>${answer.errorMessage}</h1>`);
    expect(html).not.toContain('<header');
    const seen = await hydratedWhereItStands(page, `${shell}${route}`, '#root main h1');
    expect({ route, ...seen }).toEqual({ route, served: 1, kept: 1, logged: [] });
    await page.getByRole('heading', { name: answer.errorMessage }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
  }
  // the browser took the page server's answer, and did not ask again
  expect(asked.filter((path) => path === '/api/v1/listRestaurant')).toEqual([]);
  await page.screenshot({ path: '.bench/screenshots/session-login-inactive-375.png' });
  await page.close();
});
