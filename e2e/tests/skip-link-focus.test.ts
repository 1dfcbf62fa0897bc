import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { openOutlets } from '../support/cart-api';
import { restroHeader, restroUrl } from '../support/restro';
import { DEMO, dialog } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// Item 12 of issue 35: a skip link first in every page's tab order, and focus on the new
// page's heading after a navigation in the page or a login (not on the first load), on the
// site and on restro-menu's own origin, which restaurants put in front of their guests.
const session = pagePerTest({ width: 375, height: 800 });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}:${el.textContent?.trim().slice(0, 40) ?? ''}`
      : '';
  });

test("the page server's first paint carries the same skip link, before the header", async () => {
  const html = await (
    await fetch(`${shellUrl}/restaurants`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toMatch(/<a [^>]*href="#main"[^>]*>Skip to main content<\/a>\s*<header/);
  expect(html).toMatch(/<main[^>]*id="main"[^>]*tabindex="-1"/);
});

test('the first Tab shows the skip link; it moves focus to the main region', async () => {
  await page.goto(`${shellUrl}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // the first load leaves focus where the browser puts it: on no heading
  expect(await focused()).toMatch(/^body/);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await focused()).toBe('a:Skip to main content');
  const box = await skip.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: '/tmp/skip-link-375.png' });
  await page.keyboard.press('Enter');
  expect(await focused()).toMatch(/^main#main:/);
});

async function logInAsDemo(header: ReturnType<Page['getByRole']>) {
  await header.getByRole('button', { name: 'Log In' }).click();
  const login = dialog(page, 'Log In');
  await login.getByLabel('Mobile Number').fill(DEMO.phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').fill(DEMO.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await login.waitFor({ state: 'detached' });
}

test("a navigation and a login each move focus to the page's heading", async () => {
  await page.goto(`${shellUrl}/`);
  await page.getByRole('link', { name: 'Order Now' }).click();
  await page.waitForURL(`${shellUrl}/restaurants`);
  const heading = page.getByRole('heading', { level: 1 });
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await focused()).toBe(`h1:${(await heading.innerText()).trim().slice(0, 40)}`);

  await logInAsDemo(page.getByRole('banner'));
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  await page.screenshot({ path: '/tmp/focus-after-login-375.png' });
});

test('restro-menu on its own origin: the skip link, and the heading after a login and a navigation', async () => {
  const outlet = [...(await openOutlets()).values()][0];
  await page.goto(`${restroUrl}/restro-menu/${outlet}`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  // the live page's skip link: the painted one is replaced when the page's code has run, and
  // the focus with it
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactProps$')),
  );
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('a:Skip to main content');
  await page.keyboard.press('Enter');
  expect(await focused()).toMatch(/^main#main:/);

  await logInAsDemo(restroHeader(page));
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await focused()).toBe(`h1:${(await heading.innerText()).trim().slice(0, 40)}`);

  await restroHeader(page).getByRole('link', { name: 'My Orders' }).click();
  await page.waitForURL(`${restroUrl}/restro-menu/profile`);
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'My Orders');
  expect(await focused()).toMatch(/^h1:My Orders/);
});
