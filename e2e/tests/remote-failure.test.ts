import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { copyOfDist, serveApp, siteEnvWith, stopServer } from '../support/app-servers';
import { browserPerFile } from '../support/browser';
import { startLoggedIn } from '../support/shell-auth';

// Our own shell and account servers, so this test can stop and start one remote at will.
const shift = Number(process.env.E2E_PORT_SHIFT || 100);
const SHELL_PORT = 3090 + shift;
const ACCOUNT_PORT = 3094 + shift;
const shell = `http://localhost:${SHELL_PORT}`;
const env = siteEnvWith({ account: `http://localhost:${ACCOUNT_PORT}` });
const serve = (dir: string, port: number, dist?: string) => serveApp(dir, port, env, dist);

const session = browserPerFile();
let page: Page;
let shellServer: ChildProcess;
let accountServer: ChildProcess | undefined;

beforeAll(async () => {
  shellServer = await serve('shell', SHELL_PORT);
});
afterAll(async () => {
  await stopServer(accountServer);
  await stopServer(shellServer);
});
// a page per test without pagePerTest's check of its errors: its remote fails on purpose
beforeEach(async () => {
  page = await session.browser.newPage();
  // the account remote's pages are for logged-in customers only
  await startLoggedIn(page);
});
afterEach(() => page.close());

const fallback = (p: Page) =>
  p.getByRole('alert').filter({ hasText: 'This part of Island Eats is not available right now.' });

/** Takes a module out of a built remote's manifest (and the compressed copies served for it). */
function dropFromManifest(dist: string, module: string) {
  const file = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes: { name: string }[] };
  manifest.exposes = manifest.exposes.filter((expose) => expose.name !== module);
  writeFileSync(file, JSON.stringify(manifest));
  rmSync(`${file}.br`);
  rmSync(`${file}.gz`);
}

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
  await stopServer(accountServer);
  await page.goto(`${shell}/editprofile`);
  await fallback(page).waitFor();
  accountServer = await serve('account', ACCOUNT_PORT);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
});

test('a remote whose manifest lacks the module a page needs is refused with a logged reason, not run', async () => {
  await stopServer(accountServer);
  const doctored = copyOfDist('account');
  dropFromManifest(doctored, 'page/profile');
  accountServer = await serve('account', ACCOUNT_PORT, doctored);
  const logged: Promise<unknown[]>[] = [];
  page.on('console', (message) => {
    logged.push(Promise.all(message.args().map((arg) => arg.jsonValue())));
  });
  // (console messages reach the test on their own time, maybe after the fallback shows)
  const refused = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('[island-eats] remote unavailable'),
    timeout: 15_000,
  });
  const accountRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${ACCOUNT_PORT}/`)) {
      accountRequests.push(new URL(request.url()).pathname);
    }
  });

  await page.goto(`${shell}/profile`);
  await fallback(page).waitFor();
  await refused;
  expect(await Promise.all(logged)).toContainEqual([
    '[island-eats] remote unavailable',
    {
      id: 'account/page/profile',
      lifecycle: 'onLoad',
      error: expect.stringContaining(
        `remote refused: account's manifest http://localhost:${ACCOUNT_PORT}/mf-manifest.json lacks ./page/profile`,
      ),
    },
  ]);
  // refused before any of its code ran: the page's module was never fetched
  expect(
    accountRequests.filter((file) => file.includes('__federation_expose_page__profile')),
  ).toEqual([]);

  // the rest of the site works
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await page.locator('article h3').first().waitFor();

  // the remote deployed whole again: the next navigation reads its manifest afresh and loads it
  await stopServer(accountServer);
  accountServer = await serve('account', ACCOUNT_PORT);
  rmSync(doctored, { recursive: true });
  await page.goBack();
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
});
