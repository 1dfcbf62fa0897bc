import type { Page } from 'playwright-core';
import { signUpCustomer, startAs } from '../support/account';
import { pagePerTest } from '../support/browser';
import { addDishToCart } from '../support/browse';
import { openOutlets } from '../support/cart-api';
import { restroHeader, restroUrl, signUpInPlace } from '../support/restro';
import { dialog, toast } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// Item 12 of issue 35: a toast never covers the header (its links), the cart panel's title row
// (its close button) nor its first line (the quantity just changed), on a phone and a desktop;
// nor restro-menu's header, which wraps to two rows on a phone once a guest has logged in.
const session = pagePerTest();
let page: Page;
let grill: number;

beforeAll(async () => {
  grill = (await openOutlets()).get('Cruzan Grill Sunny Isle') ?? 0;
  expect(grill).toBeGreaterThan(0);
});
beforeEach(() => {
  page = session.page;
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: ReturnType<Page['locator']>): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

for (const width of [375, 1280]) {
  test(`at ${width} px a toast sits below the header and the cart panel's first line`, async () => {
    const customer = await signUpCustomer(`Toast Tester ${width}`);
    await addDishToCart(customer.token, grill);
    await startAs(page, customer);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${shellUrl}/restaurant-details/${grill}/menu`);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Cart, 1 item' }).click();
    const panel = dialog(page, 'YOUR CART');
    await panel.getByRole('button', { name: 'Increase Quantity' }).first().click();
    const shown = toast(page, 'Cart item is updated successfully!');
    await shown.waitFor();
    // (react-toastify slides it in: measure where it comes to rest)
    await page.waitForTimeout(800);
    const panelBox = await box(panel);
    // the panel's title row (its close button is on it) and its first line, whose + was clicked
    const titleRow = { ...(await box(panel.getByRole('heading', { name: 'YOUR CART' }))) };
    titleRow.x = panelBox.x;
    titleRow.width = panelBox.width;
    const firstLine = await box(panel.getByRole('listitem').first());
    const toastBox = await box(shown);
    await page.screenshot({ path: `/tmp/toast-cart-panel-${width}.png` });
    expect(overlap(toastBox, await box(banner))).toBe(false);
    expect(overlap(toastBox, titleRow)).toBe(false);
    expect(overlap(toastBox, firstLine)).toBe(false);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);

    // the panel closed, a toast is below the header again
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    // (a pointer resting on a toast pauses it: the one above moves up under the + clicked)
    await page.mouse.move(1, 700);
    await shown.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Drinks' }).click();
    await page.getByRole('button', { name: 'Add Sorrel', exact: true }).click();
    await dialog(page, 'Sorrel')
      .getByRole('button', { name: /^Add Item/ })
      .click();
    const added = toast(page, 'Cart item is updated successfully!');
    await added.waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/toast-header-${width}.png` });
    const addedBox = await box(added);
    expect(overlap(addedBox, await box(banner))).toBe(false);
    expect(addedBox.y).toBeGreaterThanOrEqual(0);
  });
}

test("on a phone a toast sits below restro-menu's header, wrapped to two rows", async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${restroUrl}/restro-menu/${grill}`);
  const name = 'Restro Toast Guest';
  await signUpInPlace(page, name);
  const welcome = toast(page, `Welcome to Island Eats, ${name}!`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/toast-restro-header-375.png' });
  const header = await box(restroHeader(page));
  // the two rows: taller than the site's one-row header, or the test proves nothing
  expect(header.height).toBeGreaterThan(80);
  expect(overlap(await box(welcome), header)).toBe(false);
});
