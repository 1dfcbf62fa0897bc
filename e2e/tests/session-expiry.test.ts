import type { Page } from 'playwright-core';
import { PAGE_COOKIE, pageCookie } from '../support/account';
import { pagePerTest } from '../support/browser';
import { dialog, logIn, signUpViaApi } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});
let customer: { phone: string; password: string };
beforeAll(async () => {
  customer = await signUpViaApi('Session Tester');
});

const banner = (p: Page) => p.getByRole('banner');

test("'Unauthenticated.' from a call clears the session, says 'Session Expired!' and reloads", async () => {
  await logIn(page, customer.phone, customer.password);
  // the server no longer knows the token the page keeps, in its storage and in its page cookie
  const garbled = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { token: string };
    const kept = JSON.stringify({ ...session, token: 'garbled-token' });
    localStorage.setItem('session', kept);
    return kept;
  });
  await page
    .context()
    .addCookies([{ name: PAGE_COOKIE, value: pageCookie(garbled), url: shellUrl }]);
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  // the page server's reads meet the revoked token quietly and it renders the page for a
  // visitor; the browser's first call (the header's counts, which the page came without) meets
  // it too, and says so
  const alerted = page.waitForEvent('dialog');
  await page.reload();
  await alerted;
  await banner(page).getByRole('button', { name: 'Log In' }).waitFor();
  expect(alerts).toEqual(['Session Expired!']);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('logged-out visits to the account pages go to /', async () => {
  for (const path of ['/checkout', '/my-cart', '/profile', '/order-status/1', '/editprofile']) {
    await page.goto(`${shellUrl}${path}`);
    await page.waitForURL(`${shellUrl}/`);
  }
});

test('Log Out asks first, then clears the session and the cart and returns to /', async () => {
  await logIn(page, customer.phone, customer.password);
  await page.goto(`${shellUrl}/profile`);
  await page.waitForURL(`${shellUrl}/profile`);
  await banner(page).getByRole('button', { name: 'Log Out' }).click();
  const confirm = dialog(page, 'Log Out');
  await confirm.getByText('Are you sure you want to log out?').waitFor();
  await confirm.getByRole('button', { name: 'No' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await banner(page).getByRole('link', { name: 'Profile' }).isVisible()).toBe(true);

  await banner(page).getByRole('button', { name: 'Log Out' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await banner(page).getByRole('button', { name: 'Log In' }).waitFor();
  await page.waitForURL(`${shellUrl}/`);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('viewCart'))).toBeNull();
});

test('logging out in another tab logs this tab out too', async () => {
  await logIn(page, customer.phone, customer.password);
  const other = await session.context.newPage();
  await other.goto(shellUrl);
  await banner(other).getByRole('button', { name: 'Log Out' }).click();
  await dialog(other, 'Log Out').getByRole('button', { name: 'Yes' }).click();
  await banner(other).getByRole('button', { name: 'Log In' }).waitFor();
  await banner(page).getByRole('button', { name: 'Log In' }).waitFor();
  await other.close();
});
