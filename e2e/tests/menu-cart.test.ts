import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { api } from '../support/api';
import { openOutlets, serverCart } from '../support/cart-api';
import {
  axeViolations,
  dialog,
  logIn,
  sessionToken,
  signUpViaApi,
  toast,
} from '../support/shell-auth';
import { apiUrl, shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
let grill: number;
let other: { id: number; name: string };

beforeAll(async () => {
  const open = await openOutlets();
  // The demo's 24-hour outlet on St. Croix, and any other outlet open now for Pick UP.
  grill = open.get('Cruzan Grill Sunny Isle') ?? 0;
  // St. Croix has one outlet open around the clock, St. Thomas another: the second outlet is
  // there, so the test does not depend on the hour it runs at.
  const downtown = (await openOutlets('st_thomas')).get('Grill House Downtown') ?? 0;
  other = { id: downtown, name: 'Grill House Downtown' };
  expect(grill).toBeGreaterThan(0);
});
// pagePerTest's own beforeEach, registered first, has opened the page by now.
beforeEach(() => {
  page = session.page;
});

const banner = (p: Page) => p.getByRole('banner');

async function newCustomer(path: string) {
  const { phone, password } = await signUpViaApi('Menu Tester');
  await logIn(page, phone, password);
  await page.goto(`${shellUrl}${path}`);
  return sessionToken(page);
}

async function openDish(name: string) {
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  const modal = dialog(page, name);
  await modal.waitFor();
  return modal;
}

test('adds a dish with single and multiple add-ons; the button total matches the server bill', async () => {
  const token = await newCustomer(`/restaurant-details/${grill}/menu`);
  await page.getByRole('heading', { name: 'Menu' }).waitFor();
  await page.getByRole('tab', { name: 'Burgers' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Burgers' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  await page.screenshot({ path: '/tmp/menu-1280.png', fullPage: true });
  await page.getByRole('radio', { name: 'Grid view' }).click();
  await page.getByRole('listitem', { name: 'Classic Cheeseburger' }).getByText('$12.95').waitFor();
  await page.screenshot({ path: '/tmp/menu-grid-1280.png', fullPage: true });
  await page.getByRole('radio', { name: 'List view' }).click();

  const modal = await openDish('Classic Cheeseburger');
  // nothing chosen yet: the rule of SPEC §5
  await modal.getByRole('button', { name: /^Add Item/ }).click();
  await modal.getByText('Please select at least one item.').waitFor();

  await modal.getByRole('radio', { name: /Side Salad/ }).check();
  await modal.getByRole('button', { name: 'Add Item $13.95' }).waitFor();
  // a single group replaces its choice
  await modal.getByRole('radio', { name: /Johnny Cake/ }).check();
  expect(await modal.getByRole('radio', { name: /Side Salad/ }).isChecked()).toBe(false);
  // a multiple group adds; the out-of-stock item cannot be chosen and shows no price
  await modal.getByRole('checkbox', { name: /Extra Cheese/ }).check();
  await modal.getByRole('checkbox', { name: /Bacon/ }).check();
  expect(await modal.getByRole('checkbox', { name: /Avocado/ }).isDisabled()).toBe(true);
  await modal.getByText('Out of Stock').first().waitFor();
  await modal.getByRole('button', { name: 'Increase Quantity' }).click();
  await modal.getByLabel('Notes').fill('no pickles');
  await page.screenshot({ path: '/tmp/add-modal-1280.png' });
  // (12.95 + 0 + 1.50 + 2.00) x 2
  await modal.getByRole('button', { name: 'Add Item $32.90' }).click();

  await toast(page, 'Cart item is added successfully!').waitFor();
  await modal.waitFor({ state: 'detached' });
  await banner(page).getByRole('button', { name: 'Cart, 2 items' }).waitFor();

  const cart = await serverCart(token);
  expect(cart.dishes?.dishes).toHaveLength(1);
  expect(cart.dishes?.dishes[0]).toMatchObject({
    dishName: 'Classic Cheeseburger',
    dishQuantity: 2,
    dishTotal: '32.90',
    spl_instruction: 'no pickles',
  });
  expect(cart.dishes?.billTotals.at(-1)?.netAmount).toBe('32.90');
});

test('an identical line is raised instead of added; edit and quantities change the cart', async () => {
  const token = await newCustomer(`/restaurant-details/${grill}/menu`);
  for (let i = 0; i < 2; i += 1) {
    const modal = await openDish('Black Bean Burger');
    await modal.getByRole('radio', { name: /Fries/ }).check();
    await modal.getByRole('button', { name: 'Add Item $11.95' }).click();
    await modal.waitFor({ state: 'detached' });
  }
  await toast(page, 'Cart item is updated successfully!').waitFor();
  let cart = await serverCart(token);
  expect(cart.dishes?.dishes.map((l) => [l.dishName, l.dishQuantity])).toEqual([
    ['Black Bean Burger', 2],
  ]);
  await banner(page).getByRole('button', { name: 'Cart, 2 items' }).waitFor();

  // edit mode: another side, one fewer
  await page.goto(`${shellUrl}/my-cart`);
  await page.getByRole('columnheader', { name: 'Unit Price' }).waitFor();
  await page.getByRole('button', { name: 'Edit Black Bean Burger' }).click();
  const edit = dialog(page, 'Black Bean Burger');
  await edit.getByRole('radio', { name: /Side Salad/ }).check();
  await edit.getByRole('button', { name: 'Decrease Quantity' }).click();
  await edit.getByRole('button', { name: 'Update Item $12.95' }).click();
  await edit.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: /Side Salad/ }).waitFor();
  cart = await serverCart(token);
  expect(cart.dishes?.dishes[0]).toMatchObject({ dishQuantity: 1, dishTotal: '12.95' });
  await page.screenshot({ path: '/tmp/my-cart-1280.png', fullPage: true });

  // plus, then minus twice: the last minus sends quantity 0 and the line goes
  const stepper = page.getByRole('group', { name: 'Quantity of Black Bean Burger' });
  await stepper.getByRole('button', { name: /^Increase/ }).click();
  await banner(page).getByRole('button', { name: 'Cart, 2 items' }).waitFor();
  await page.getByRole('cell', { name: '$25.90' }).waitFor();
  await stepper.getByRole('button', { name: /^Decrease/ }).click();
  await banner(page).getByRole('button', { name: 'Cart, 1 item' }).waitFor();
  await stepper.getByRole('button', { name: /^Decrease/ }).click();
  await page.getByText('No Cart Items').waitFor();
  await banner(page).getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  expect((await serverCart(token)).error).toBe('true');
});

test('adding from another outlet asks to clear the cart first', async () => {
  expect(other.id).toBeGreaterThan(0);
  const token = await newCustomer(`/restaurant-details/${grill}/menu`);
  await page.getByRole('tab', { name: 'Drinks' }).click();
  const sorrel = await openDish('Sorrel');
  await sorrel.getByRole('button', { name: 'Add Item $4.00' }).click();
  await sorrel.waitFor({ state: 'detached' });
  await banner(page).getByRole('button', { name: 'Cart, 1 item' }).waitFor();

  // the other island's 24-hour outlet, with the cart left as it is
  // (chosen as in another tab: this tab's page cookie follows, and the page is rendered for it)
  await page.evaluate(() => {
    localStorage.setItem('currentLocation', JSON.stringify('st_thomas'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'currentLocation' }));
  });
  await page.goto(`${shellUrl}/restaurant-details/${other.id}/menu`);
  await page.getByRole('heading', { name: other.name }).waitFor();
  await page.getByRole('tab', { name: 'Drinks' }).click();
  const again = await openDish('Sorrel');
  await again.getByRole('button', { name: 'Add Item $4.00' }).click();
  const confirm = dialog(page, 'Clear Cart?');
  await confirm.waitFor();
  await page.screenshot({ path: '/tmp/clear-cart-1280.png' });
  // Cancel keeps the cart as it was
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await serverCart(token)).dishes?.outletDetails.outletId).toBe(grill);
  await again.getByRole('button', { name: 'Add Item $4.00' }).click();
  await confirm.getByRole('button', { name: 'Clear Cart' }).click();
  await toast(page, 'Cart item is added successfully!').waitFor();
  const cart = await serverCart(token, 'st_thomas');
  expect(cart.dishes?.outletDetails.outletId).toBe(other.id);
  expect(cart.dishes?.dishes.map((l) => [l.dishName, l.dishQuantity])).toEqual([['Sorrel', 1]]);
  await banner(page).getByRole('button', { name: 'Cart, 1 item' }).waitFor();
});

test('out-of-stock dishes and add-ons cannot be ordered', async () => {
  await newCustomer(`/restaurant-details/${grill}/menu`);
  const card = page.getByRole('listitem', { name: 'Mahi Sandwich' });
  await card.getByText('Out of Stock').waitFor();
  const modal = await openDish('Mahi Sandwich');
  expect(await modal.getByRole('button', { name: 'Out of Stock' }).isDisabled()).toBe(true);
  expect(await modal.getByRole('button', { name: /^Add Item/ }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
});

test("a visitor's choices are added once, after the login the dish's Add Item asked for", async () => {
  const { phone, password } = await signUpViaApi('Guest Adder');
  await page.goto(`${shellUrl}/restaurant-details/${grill}/menu`);
  // closed without logging in: nothing is kept for a later login
  let modal = await openDish('Classic Cheeseburger');
  await modal.getByRole('radio', { name: /Fries/ }).check();
  await modal.getByRole('button', { name: /^Add Item/ }).click();
  const login = dialog(page, 'Log In');
  await login.getByRole('button', { name: 'Close' }).click();
  await login.waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  // chosen as a visitor: a side, an extra, two of them; Add Item asks to log in over the dialog
  modal = await openDish('Classic Cheeseburger');
  await modal.getByRole('radio', { name: /Fries/ }).check();
  await modal.getByRole('checkbox', { name: /Bacon/ }).check();
  await modal.getByRole('button', { name: 'Increase Quantity' }).click();
  await modal.getByRole('button', { name: 'Add Item $29.90' }).click();
  await login.getByLabel('Mobile Number').fill(phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  // the dish is added as chosen, with the success toast, without looking for it again
  await toast(page, 'Cart item is added successfully!').waitFor();
  await modal.waitFor({ state: 'detached' });
  await banner(page).getByRole('button', { name: 'Cart, 2 items' }).waitFor();
  // (read with the page's token of the moment: a logout revokes it)
  const lines = async () =>
    (await serverCart(await sessionToken(page))).dishes?.dishes.map((l) => [
      l.dishName,
      l.dishQuantity,
      l.dishTotal,
    ]);
  expect(await lines()).toEqual([['Classic Cheeseburger', 2, '29.90']]);

  // logged out (which empties the cart) and in again on the same page: nothing is added again
  await banner(page).getByRole('button', { name: 'Log Out' }).click();
  await dialog(page, 'Log Out')
    .getByRole('button', { name: /^(Yes|Log Out)$/ })
    .click();
  await banner(page).getByRole('button', { name: 'Log In' }).click();
  await login.getByLabel('Mobile Number').fill(phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await banner(page).getByRole('link', { name: 'Profile' }).waitFor();
  // (what a second add would send has had time to arrive)
  await page.waitForTimeout(1000);
  expect((await serverCart(await sessionToken(page))).errorMessage).toBe(
    'Your Cart is Empty,Add Something from the Menu',
  );
});

test('prices and quantities sent from a tampered page are re-priced or refused by the server', async () => {
  const token = await newCustomer(`/restaurant-details/${grill}/menu`);
  const send = (dishes: object[]) =>
    api<{ error: string; errorMessage?: string }>(
      'addToCart',
      {
        order_type: 'Take Out',
        outletId: grill,
        udId: 'E2E',
        uuId: 'E2E',
        os: 'web',
        spl_instruction: '',
        dishes: JSON.stringify(dishes),
      },
      token,
    );
  const menu = await (await fetch(`${apiUrl}/api/v1/listMenu/${grill}?located_at=st_croix`)).json();
  const sorrel = (
    menu as { menu: { categoryValues: { dishId: number; dishName: string }[] }[] }
  ).menu
    .flatMap((c) => c.categoryValues)
    .find((d) => d.dishName === 'Sorrel');
  // a made-up price is ignored
  const cheap = await send([
    { dishId: sorrel?.dishId, quantity: 2, customisation: [], price: '0.01', dishPrice: '0.01' },
  ]);
  expect(cheap.error).toBe('false');
  const cart = await serverCart(token);
  expect(cart.dishes?.dishes[0]).toMatchObject({ dishQuantity: 2, dishTotal: '8.00' });
  // an impossible quantity is refused with a message and the cart is unchanged
  const huge = await send([{ dishId: sorrel?.dishId, quantity: -5, customisation: [] }]);
  expect(huge.error).toBe('true');
  expect(huge.errorMessage).toBeTruthy();
  expect((await serverCart(token)).dishes?.dishes[0]?.dishQuantity).toBe(2);
});

test('the cart panel and the pages look right on a phone', async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  await newCustomer(`/restaurant-details/${grill}/menu`);
  await page.getByRole('heading', { name: 'Menu' }).waitFor();
  await page.screenshot({ path: '/tmp/menu-375.png', fullPage: true });
  const modal = await openDish('Classic Cheeseburger');
  await modal.getByRole('radio', { name: /Fries/ }).check();
  await page.screenshot({ path: '/tmp/add-modal-375.png' });
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: /^Add Item/ }).click();
  await modal.waitFor({ state: 'detached' });
  await banner(page).getByRole('button', { name: 'Cart, 1 item' }).click();
  const panel = dialog(page, 'YOUR CART');
  await panel.getByText('Classic Cheeseburger').waitFor();
  // it opens on the panel itself: Enter does not press a line's 'Decrease quantity'
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  expect(await panel.getByText('Classic Cheeseburger').count()).toBe(1);
  await page.screenshot({ path: '/tmp/cart-panel-375.png' });
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'View Cart' }).click();
  await page.waitForURL(`${shellUrl}/my-cart`);
  await page.getByRole('heading', { name: 'Cart Total' }).waitFor();
  await page.screenshot({ path: '/tmp/my-cart-375.png', fullPage: true });
  await page.goto(`${shellUrl}/restaurant-details/${grill}/info`);
  await page.getByRole('img', { name: /^Map of/ }).waitFor();
  await page.screenshot({ path: '/tmp/info-375.png', fullPage: true });
});
