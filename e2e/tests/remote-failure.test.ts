import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startLoggedIn } from '../support/shell-auth';
import { apiUrl, site } from '../support/site';

// Our own shell and account servers, so this test can stop and start one remote at will.
const shift = Number(process.env.E2E_PORT_SHIFT || 100);
const SHELL_PORT = 3090 + shift;
const ACCOUNT_PORT = 3094 + shift;
const shell = `http://localhost:${SHELL_PORT}`;
const root = path.resolve(__dirname, '../..');

const env = {
  ...process.env,
  API_URL: apiUrl,
  BROWSE_URL: site.apps.browse,
  MENU_CART_URL: site.apps['menu-cart'],
  CHECKOUT_PAY_URL: site.apps['checkout-pay'],
  RESTRO_MENU_URL: site.apps['restro-menu'],
  ACCOUNT_URL: `http://localhost:${ACCOUNT_PORT}`,
};

async function serve(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve-app.mjs'), dir, String(port)],
    { env },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('served on') && resolve(),
    );
    server.once('exit', (code) => reject(new Error(`${dir} server exited with ${code}`)));
  });
  return server;
}

async function stop(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

let browser: Browser;
let page: Page;
let shellServer: ChildProcess;
let accountServer: ChildProcess | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  shellServer = await serve('shell', SHELL_PORT);
});
afterAll(async () => {
  await browser.close();
  await stop(accountServer);
  await stop(shellServer);
});
beforeEach(async () => {
  page = await browser.newPage();
  // the account remote's pages are for logged-in customers only
  await startLoggedIn(page);
});
afterEach(() => page.close());

const fallback = (p: Page) =>
  p.getByRole('alert').filter({ hasText: 'This part of Island Eats is not available right now.' });

test('a remote whose server is down loses only its region, and the next navigation retries', async () => {
  await page.goto(`${shell}/profile`);
  await fallback(page).waitFor();
  expect(
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).isVisible(),
  ).toBe(true);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

  // the other remotes keep working
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await page.locator('article h3').first().waitFor();

  // the remote comes back: going back to its page loads it
  accountServer = await serve('account', ACCOUNT_PORT);
  await page.goBack();
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  expect(await fallback(page).count()).toBe(0);
});

test('Try again reloads a region once its remote is back', async () => {
  await stop(accountServer);
  await page.goto(`${shell}/editprofile`);
  await fallback(page).waitFor();
  accountServer = await serve('account', ACCOUNT_PORT);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
});
