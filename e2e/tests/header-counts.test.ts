import type { Page } from 'playwright-core';
import { pageRendered, pagePerTest } from '../support/browser';
import { logIn, signUpViaApi } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

const banner = (p: Page) => p.getByRole('banner');

test('the counts follow the bus: a change published in another tab shows without a reload', async () => {
  const { phone, password } = await signUpViaApi('Count Watcher');
  await logIn(page, phone, password);
  await banner(page).getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  await banner(page).getByRole('link', { name: 'Favourites, 0 restaurants' }).waitFor();

  // what another tab's bus sends when an app there changes the cart or the favourites
  const other = await session.context.newPage();
  // the new tab publishes the counts its page came with (0) as it starts: let that land first
  await other.goto(shellUrl);
  await pageRendered(other);
  await other.evaluate(() => {
    const channel = new BroadcastChannel('island-eats');
    channel.postMessage({ name: 'cartCount', value: 3 });
    channel.postMessage({ name: 'favouritesCount', value: 1 });
    channel.close();
  });
  await banner(page).getByRole('button', { name: 'Cart, 3 items' }).waitFor();
  await banner(page).getByRole('link', { name: 'Favourites, 1 restaurant' }).waitFor();
});

test('the cart icon opens the cart panel region; the rest of the page keeps working', async () => {
  const { phone, password } = await signUpViaApi('Cart Opener');
  await logIn(page, phone, password);
  // the Log In toast opens below the sticky header, leaving its links free to click
  const shown = page.locator('.Toastify__toast').first();
  await shown.waitFor();
  const toast = await shown.boundingBox();
  const header = await banner(page).boundingBox();
  expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await banner(page)
    .getByRole('button', { name: /^Cart, / })
    .click();
  // menu-cart's panel, or the fallback in its place when that part cannot load
  await page.getByText('YOUR CART').first().waitFor();
  await page.screenshot({ path: '.bench/screenshots/header-cart-panel-1280.png' });
  await page.keyboard.press('Escape');
  await banner(page).getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL(`${shellUrl}/profile`);
});

test('restro-menu pages show no cart or favourites icons', async () => {
  const { phone, password } = await signUpViaApi('Restro Guest');
  await logIn(page, phone, password);
  await page.goto(`${shellUrl}/restro-menu/1`);
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('button', { name: /^Cart, / }).count()).toBe(0);
  expect(await page.getByRole('link', { name: /^Favourites, / }).count()).toBe(0);
});
