import type { Page } from 'playwright-core';
import { demoCustomer } from '../support/account';
import { pagePerTest } from '../support/browser';
import { outletNamed } from '../support/checkout';
import { restroUrl } from '../support/restro';
import { shellUrl } from '../support/site';

// A tap on a control of the server's HTML, made before the page's code has run, is kept and
// done once, when the code has hydrated the control (packages/build-config/replay-early-taps.js),
// and text typed into a field is entered into the live one: a customer on a slow phone loses
// no tap. Here the page's scripts are held back until the test lets them go, on restro-menu's
// outlet page, which the page server renders with its menu.

const session = pagePerTest({ width: 412, height: 823 });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const firstAdd = () => page.getByRole('tabpanel').getByRole('button', { name: /^Add / }).first();

/** The dialog of the dish whose Add is first: a guest chooses its add-ons before logging in. */
async function firstDishDialog() {
  const label = (await firstAdd().getAttribute('aria-label')) ?? '';
  return page.getByRole('dialog', { name: label.replace(/^Add /, '') });
}

/** The outlet page, painted, with its scripts held back; `release()` lets them load. */
async function paintedWithoutCode(): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  const url = `${restroUrl}/restro-menu/${await outletNamed('Cruzan Grill Sunny Isle')}`;
  // a page waits for a remote's code a moment only (page-server REMOTE_BUDGET_MS): a load of a
  // busy server may go without the menu, as it may for a visitor, and show it once its code runs
  for (let load = 1; ; load += 1) {
    await page.goto(url, { waitUntil: 'commit' });
    const painted = await firstAdd()
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (painted) break;
    if (load === 3) throw new Error(`${url} came without its paint ${load} times`);
  }
  return { release };
}

test("taps on a painted dish's Add before its code has come open the dish's dialog once, when it has", async () => {
  const { release } = await paintedWithoutCode();
  const dialog = await firstDishDialog();
  for (let i = 0; i < 3; i += 1) await firstAdd().click();
  await page.waitForTimeout(300);
  expect(await page.getByRole('dialog').count()).toBe(0);

  release();
  // the dish's dialog opens, as a tap on the live Add opens it
  await dialog.waitFor();
  await page.waitForTimeout(500);
  expect(await page.getByRole('dialog').count()).toBe(1);
});

test("a tap on the home page's painted location box opens Log In once its code has come", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(shellUrl, { waitUntil: 'commit' });
  // a visitor's box is a combobox that opens Log In when tapped
  await page.getByRole('combobox', { name: 'Delivery location' }).click();
  await page.waitForTimeout(300);
  expect(await page.getByRole('dialog').count()).toBe(0);

  release();
  await page.getByRole('dialog', { name: 'Log In' }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(1);
});

test('a tap kept longer than 10 s is dropped: nothing opens long after the customer gave up', async () => {
  await page.clock.install();
  const { release } = await paintedWithoutCode();
  await firstAdd().click();
  await page.clock.fastForward(10_500);
  release();
  await page.getByRole('tabpanel').getByRole('button', { name: /^Add / }).first().waitFor();
  // the live page is there, its Add works, and the old tap did nothing
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('[role="tabpanel"] button[aria-label^="Add "]') ?? {}).some(
      (key) => key.startsWith('__reactProps$'),
    ),
  );
  await page.waitForTimeout(500);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await firstAdd().click();
  await (await firstDishDialog()).waitFor();
});

test('a tap on a painted control the live page draws elsewhere opens it there, once', async () => {
  const { release } = await paintedWithoutCode();
  const dialog = await firstDishDialog();
  const add = firstAdd();
  const name = await add.getAttribute('aria-label');
  await add.click();
  // the live page will draw the menu 300 px lower: the tap's place holds something else then
  // (a constructed sheet: the page's CSP refuses a <style> it did not send)
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('[role="tabpanel"] { margin-top: 300px; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  release();
  await dialog.waitFor();
  await page.waitForTimeout(500);
  expect(await page.getByRole('dialog').count()).toBe(1);
  expect(await page.getByRole('button', { name: name ?? '' }).count()).toBe(1);
});

test('a press the page draws afresh before its release still opens the dish, once', async () => {
  // The browser holds the customer's session but sent no page cookie (a cookie cleared, the
  // session kept): the server paints the page for a visitor, and React, which renders it for
  // the customer, cannot hydrate it as it stands and draws it afresh.
  const { session } = await demoCustomer();
  await page.addInitScript((value) => localStorage.setItem('session', value), session);
  const { release } = await paintedWithoutCode();
  const dialog = await firstDishDialog();
  const painted = await firstAdd().elementHandle();
  const box = await firstAdd().boundingBox();
  if (!painted || !box) throw new Error('the painted Add has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // the finger is still down while the painted Add is replaced under it
  await page.waitForFunction((add) => !add.isConnected, painted);
  await page.mouse.up();

  await dialog.waitFor();
  await page.waitForTimeout(500);
  expect(await page.getByRole('dialog').count()).toBe(1);
});

test('text typed into the painted dish search before its code has come searches once it has', async () => {
  const { release } = await paintedWithoutCode();
  const search = page.getByRole('searchbox', { name: 'Search dishes' });
  await search.fill('zzqx');
  release();
  // the live search has the text and the menu heard it, as if it had been typed there
  await page.getByRole('status').filter({ hasText: 'No dishes match “zzqx”' }).waitFor();
  expect(await search.inputValue()).toBe('zzqx');
});

test('a page scrolled before its code has come stays where the customer scrolled it', async () => {
  const { release } = await paintedWithoutCode();
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 120);
  await page.waitForFunction(() => window.scrollY > 0);
  const scrolled = await page.evaluate(() => window.scrollY);

  release();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.waitForTimeout(500);
  // the code's first render moves nothing: what the customer was about to tap is where it was
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
