import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { demoCustomer, startAs } from '../support/account';
import { serveApp, siteEnvWith, stopServer } from '../support/app-servers';
import { pagePerTest } from '../support/browser';
import { outletNamed } from '../support/checkout';
import { linksOutsideRestro, restroHeader } from '../support/restro';
import { dialog } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

test("mounted in the shell: the outlet's header instead of the site's, the shell's sign-in, the same session", async () => {
  const grill = await outletNamed('Cruzan Grill Sunny Isle');
  await page.goto(`${shellUrl}/restro-menu/${grill}`);
  await page.getByRole('heading', { name: 'Cruzan Grill Sunny Isle', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Burgers' }).waitFor();
  expect(await page.getByRole('banner').count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Home', exact: true }).count()).toBe(0);
  expect(await page.getByRole('contentinfo').count()).toBe(0);
  expect(await linksOutsideRestro(page)).toEqual([]);
  await restroHeader(page).getByRole('button', { name: 'Log In' }).click();
  await dialog(page, 'Log In').getByLabel('Mobile Number').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(1);

  // a customer signed in on the site is signed in here, and sees their cart
  await page.reload();
  await startAs(page, await demoCustomer());
  await page.goto(`${shellUrl}/restro-menu/${grill}`);
  await restroHeader(page).getByRole('link', { name: 'My Orders' }).waitFor();
  await restroHeader(page)
    .getByRole('button', { name: /^Your Order, \d+ items?$/ })
    .waitFor();
  await page.screenshot({ path: '.bench/screenshots/restro-menu-shell-1280.png' });
});

// restro-menu alone, with menu-cart's server down: the menu's region falls back, the rest stays
const shift = Number(process.env.E2E_PORT_SHIFT || 100);
const RESTRO_PORT = 3095 + shift;
const NOTHING_PORT = 3096 + shift;
let restro: ChildProcess | undefined;

beforeAll(async () => {
  restro = await serveApp(
    'restro-menu',
    RESTRO_PORT,
    siteEnvWith({
      'menu-cart': `http://localhost:${NOTHING_PORT}`,
      'restro-menu': `http://localhost:${RESTRO_PORT}`,
    }),
  );
});
afterAll(() => stopServer(restro));

test('with menu-cart down, the menu region shows the fallback and the page still works', async () => {
  const grill = await outletNamed('Cruzan Grill Sunny Isle');
  await page.goto(`http://localhost:${RESTRO_PORT}/restro-menu/${grill}`);
  await page.getByRole('heading', { name: 'Cruzan Grill Sunny Isle', level: 1 }).waitFor();
  await page
    .getByRole('alert')
    .filter({ hasText: 'This part of Island Eats is not available right now.' })
    .waitFor();
  expect(await page.getByRole('radio', { name: 'Delivery' }).isVisible()).toBe(true);
  await restroHeader(page).getByRole('button', { name: 'Log In' }).click();
  await dialog(page, 'Log In').waitFor();
});
