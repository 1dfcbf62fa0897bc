import type { Page } from 'playwright-core';
import { demoCustomer, startAs, type Customer } from '../support/account';
import { pagePerTest } from '../support/browser';
import { addDishToCart, menuOf, openLive, type MenuDish } from '../support/browse';
import { api } from '../support/api';
import { serverCart } from '../support/cart-api';
import { outletNamed, staffCall } from '../support/checkout';
import { dialog, toast } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// SPEC §2 and §8's out-of-stock flows against the running server: staff mark a dish out
// while the customer's page is open, then the customer acts. Each test puts the stock back.
const session = pagePerTest();
let page: Page;
let customer: Customer;
let outletId: number;
beforeAll(async () => {
  customer = await demoCustomer();
  // The demo's 24-hour outlet, so the test does not depend on the hour it runs at.
  outletId = await outletNamed('Cruzan Grill Sunny Isle');
});
beforeEach(async () => {
  page = session.page;
  await startAs(page, customer);
  await api('clearCart', {}, customer.token);
});
afterEach(() => api('clearCart', {}, customer.token));

const LIVE = { timeout: 5000 };

async function dishNamed(name: string): Promise<MenuDish> {
  const dish = (await menuOf(outletId)).flat().find((d) => d.dishName === name);
  if (!dish || dish.stock_status !== 0) throw new Error(`${name} is not in stock`);
  return dish;
}

test('a dish that runs out while its add-to-cart modal is open is refused, and nothing is added', async () => {
  // Sorrel has no add-ons: Add Item goes straight to the server.
  const dish = await dishNamed('Sorrel');
  const card = page.getByRole('listitem', { name: dish.dishName });
  await openLive(page, `${shellUrl}/restaurant-details/${outletId}/menu`, () =>
    page.getByRole('tab', { name: 'Drinks' }).waitFor(),
  );
  await page.getByRole('tab', { name: 'Drinks' }).click();
  await page.getByRole('button', { name: `Add ${dish.dishName}`, exact: true }).click();
  const modal = dialog(page, dish.dishName);
  const add = modal.getByRole('button', { name: /^Add Item/ });
  await add.waitFor();

  await staffCall(`dishes/${dish.dishId}/stock`, { inStock: false });
  try {
    // The menu behind the modal hears of it; the modal still shows what the customer chose.
    await card.getByText('Out of Stock').waitFor(LIVE);
    await add.click();
    await toast(page, 'Out of Stock').waitFor();
    expect(await modal.isVisible()).toBe(true);
    expect(await toast(page, 'Cart item is added successfully!').count()).toBe(0);
    expect((await serverCart(customer.token)).dishes?.dishes ?? []).toEqual([]);
  } finally {
    await staffCall(`dishes/${dish.dishId}/stock`, { inStock: true });
  }

  // Back in stock, the same modal adds it.
  await card.getByText('Out of Stock').waitFor({ ...LIVE, state: 'detached' });
  await add.click();
  await toast(page, 'Cart item is added successfully!').waitFor();
  expect((await serverCart(customer.token)).dishes?.dishes.map((d) => d.dishName)).toEqual([
    dish.dishName,
  ]);
});

test('the cart: a line running out opens the modal once, checkout waits, and the cross removes it', async () => {
  const dishName = await addDishToCart(customer.token, outletId);
  const dish = await dishNamed(dishName);
  const line = page.getByRole('table').getByRole('row').filter({ hasText: dishName });
  await openLive(page, `${shellUrl}/my-cart`, () => line.waitFor());
  const checkout = page.getByRole('button', { name: 'Proceed to Checkout', includeHidden: true });
  expect(await checkout.isEnabled()).toBe(true);
  const remove = page.getByRole('button', { name: `Remove ${dishName}` });
  expect(await remove.count()).toBe(0);

  await staffCall(`dishes/${dish.dishId}/stock`, { inStock: false });
  try {
    const modal = dialog(page, 'Out of Stock');
    await modal.getByText('Some of your order items are Out of Stock.').waitFor(LIVE);
    expect(await checkout.isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Review Order' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await checkout.isEnabled()).toBe(true);

    // Removing the line re-reads the cart; the modal is not shown a second time.
    await remove.click();
    await page.getByText('No Cart Items').waitFor();
    await page.waitForTimeout(1500);
    expect(await modal.count()).toBe(0);
    expect((await serverCart(customer.token)).dishes?.dishes ?? []).toEqual([]);
  } finally {
    await staffCall(`dishes/${dish.dishId}/stock`, { inStock: true });
  }
});
