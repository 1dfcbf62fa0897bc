import type { Page } from 'playwright-core';
import { orderCard, signUpCustomer, startAs, type Customer } from '../support/account';
import { addDishToCart } from '../support/browse';
import { pagePerTest, pageRendered } from '../support/browser';
import { serverCart } from '../support/cart-api';
import { outletNamed } from '../support/checkout';
import { placeOrder } from '../support/orders-api';
import { restroHeader, restroUrl } from '../support/restro';
import { dialog, logIn, sessionToken, signUpViaApi } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// One account on the site and on a restaurant's own menu, on a desk and at a table.
const session = pagePerTest({ width: 1280, height: 900 });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const cartOutlet = async (customer: Customer) =>
  (await serverCart(customer.token)).dishes?.outletDetails.outletId;

test('a cart from another restaurant asks before clearing, as on the site, and Cancel keeps it', async () => {
  const grill = await outletNamed('Cruzan Grill Sunny Isle');
  const bites = await outletNamed('Buck Island Bites');
  const customer = await signUpCustomer('Two Tables');
  await addDishToCart(customer.token, grill); // on the site, earlier
  await startAs(page, customer);
  await page.goto(`${restroUrl}/restro-menu/${bites}`);
  await restroHeader(page).getByRole('button', { name: 'Your Order, 1 item' }).waitFor();
  await page.getByRole('tab', { name: 'Island Plates' }).click();

  const modal = dialog(page, 'Stew Chicken');
  const confirm = dialog(page, 'Clear Cart?');
  await page.getByRole('button', { name: 'Add Stew Chicken', exact: true }).click();
  await modal.getByRole('radio', { name: /Side Salad/ }).check();
  await modal.getByRole('button', { name: /^Add Item \$/ }).click();
  await confirm
    .getByText(
      'Your cart has items from another restaurant. Clear your cart to add items from this one.',
    )
    .waitFor();
  await page.screenshot({ path: '.bench/screenshots/restro-clear-cart-1280.png' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await cartOutlet(customer)).toBe(grill);

  // back in the dish's dialog, nothing chosen is lost
  expect(await modal.getByRole('radio', { name: /Side Salad/ }).isChecked()).toBe(true);
  await modal.getByRole('button', { name: /^Add Item \$/ }).click();
  await confirm.getByRole('button', { name: 'Clear Cart' }).click();
  await restroHeader(page).getByRole('button', { name: 'Your Order, 1 item' }).waitFor();
  expect(await cartOutlet(customer)).toBe(bites);
  const lines = (await serverCart(customer.token)).dishes?.dishes.map((line) => line.dishName);
  expect(lines).toEqual(['Stew Chicken']);
});

test("the site's sign-in works on restro-menu and the reverse, each showing only what it should", async () => {
  const grill = await outletNamed('Cruzan Grill Sunny Isle');
  const tacos = await outletNamed('Sandy Point Tacos');
  const { phone, password } = await signUpViaApi('Both Ways');

  // signed in on the site, the guest orders at two restaurants
  await logIn(page, phone, password);
  const siteToken = await sessionToken(page);
  const here = await placeOrder(siteToken, grill);
  const elsewhere = await placeOrder(siteToken, tacos);

  // at the grill's table, signed in in place with the same account: its orders there only
  await page.goto(`${restroUrl}/restro-menu/${grill}`);
  await pageRendered(page);
  await restroHeader(page).getByRole('button', { name: 'Log In' }).click();
  const login = dialog(page, 'Log In');
  await login.getByLabel('Mobile Number').fill(phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await restroHeader(page).getByRole('link', { name: 'My Orders' }).click();
  await orderCard(page, here).waitFor();
  expect(await orderCard(page, elsewhere).count()).toBe(0);
  await page.screenshot({ path: '.bench/screenshots/restro-profile-1280.png' });

  // the session restro-menu's sign-in made reads the same account's whole history on the site
  const restroSession = await page.evaluate(() => localStorage.getItem('session') ?? '');
  const restroToken = (JSON.parse(restroSession) as { token: string }).token;
  await page.goto(shellUrl);
  await page.evaluate((value) => localStorage.setItem('session', value), restroSession);
  await page.goto(`${shellUrl}/profile`);
  await orderCard(page, here).waitFor();
  await orderCard(page, elsewhere).waitFor();
  expect(await sessionToken(page)).toBe(restroToken);
});
