import type { Page } from 'playwright-core';
import { trackerStep } from '../support/account';
import { pagePerTest, pageRendered } from '../support/browser';
import { outletNamed, staffCall } from '../support/checkout';
import { advanceOrder } from '../support/orders-api';
import { linksOutsideRestro, restroHeader, restroUrl, signUpInPlace } from '../support/restro';
import { axeViolations, dialog, toast } from '../support/shell-auth';
import { apiUrl } from '../support/site';

// A guest at a table on a phone: restro-menu alone on its own origin, with the API and the
// remotes it loads (menu-cart, checkout-pay, account).
const session = pagePerTest({ width: 375, height: 800 });
let page: Page;
beforeEach(() => {
  page = session.page;
});

const step = (name: string) => trackerStep(page, name);

test('the whole guest journey: scan → menu → add-ons → sign up by OTP → wallet → tracking → profile', async () => {
  // Buck Island Bites takes the sandbox wallet (payment_method_enable 2) at any hour
  const outlet = await outletNamed('Buck Island Bites');
  // the URL of the table card's QR code
  await page.goto(`${restroUrl}/restro-menu/${outlet}`);
  await page.getByRole('heading', { name: 'Buck Island Bites', level: 1 }).waitFor();
  await pageRendered(page);
  await restroHeader(page).getByText('Buck Island Bites').waitFor();
  await page.getByRole('tab', { name: 'Island Plates' }).click();
  expect(
    await restroHeader(page)
      .getByRole('link', { name: /Favourites/ })
      .count(),
  ).toBe(0);
  expect(await page.getByRole('radio', { name: 'Pick UP' }).isChecked()).toBe(true);
  expect(await linksOutsideRestro(page)).toEqual([]);
  expect(await axeViolations(page, 'body')).toEqual([]);
  await page.screenshot({ path: '.bench/screenshots/restro-menu-375.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '.bench/screenshots/restro-menu-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });

  // a visitor chooses; Add Item asks to log in, in place; a new number signs up through the
  // OTP, and the dish is added as chosen
  const modal = dialog(page, 'Stew Chicken');
  await page.getByRole('button', { name: 'Add Stew Chicken', exact: true }).click();
  await modal.getByRole('radio', { name: /Side Salad/ }).check();
  await modal.getByRole('button', { name: /^Add Item \$/ }).click();
  await dialog(page, 'Log In').waitFor();
  await signUpInPlace(page, 'Table Guest');
  await toast(page, 'Cart item is added successfully!').waitFor();
  await modal.waitFor({ state: 'detached' });
  await restroHeader(page).getByRole('button', { name: 'Your Order, 1 item' }).waitFor();

  // the cart is menu-cart's panel; its Checkout stays in restro-menu
  await restroHeader(page).getByRole('button', { name: 'Your Order, 1 item' }).click();
  const panel = dialog(page, 'YOUR CART');
  await panel.getByText('Side Salad', { exact: false }).waitFor();
  expect(await panel.getByRole('button', { name: 'View Cart' }).count()).toBe(0);
  await panel.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(`${restroUrl}/restro-menu/${outlet}/checkout`);

  // the sandbox wallet: approve, back on restro-menu's checkout, the order placed
  const payment = page.getByRole('region', { name: 'Payment Info' });
  await payment.getByRole('button', { name: 'Place Order with PayPal' }).click();
  await page.waitForURL(`${apiUrl}/api/v1/sandbox-pay/approve/**`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(new RegExp(`^${restroUrl}/restro-menu/${outlet}/checkout\\?token=`));
  await toast(page, 'Order is placed!').waitFor();
  await page.waitForURL(`${restroUrl}/restro-menu/profile`);

  // the profile lists the order at this outlet; Track Order stays in restro-menu
  await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
  const track = page.getByRole('link', { name: 'Track Order' });
  await track.waitFor();
  expect(await linksOutsideRestro(page)).toEqual([]);
  await page.screenshot({ path: '.bench/screenshots/restro-profile-375.png' });
  await track.click();
  await page.waitForURL(new RegExp(`^${restroUrl}/restro-order-status/\\d+$`));
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { name: 'Track Order' }).waitFor();
  await step('Order Placed').filter({ hasNotText: '00:00' }).waitFor();

  // the restaurant's staff move the order on: tracking sees it
  await advanceOrder(orderId);
  await step('Order Confirmed').filter({ hasNotText: '00:00' }).waitFor({ timeout: 3000 });
  expect(await linksOutsideRestro(page)).toEqual([]);
  await page.screenshot({ path: '.bench/screenshots/restro-tracking-375.png' });

  // Back leads to the profile, and Log Out back to the outlet's menu
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL(`${restroUrl}/restro-menu/profile`);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await dialog(page, 'Log Out').getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(`${restroUrl}/restro-menu/${outlet}`);
  await restroHeader(page).getByRole('button', { name: 'Log In' }).waitFor();
});

test('an unknown outlet id says so instead of a blank page, once', async () => {
  await page.goto(`${restroUrl}/restro-menu/999999`);
  await page.getByRole('main').getByText('Restaurant not found.').waitFor();
  await page.waitForTimeout(500);
  // the page says it; no toast repeats it over the header
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.goto(`${restroUrl}/restro-menu/not-a-number`);
  await page.getByText('Restaurant not found.').waitFor();
});

test("a visitor on an outlet's checkout is asked to log in, in place", async () => {
  const outlet = await outletNamed('Cruzan Grill Sunny Isle');
  await page.goto(`${restroUrl}/restro-menu/${outlet}/checkout`);
  const main = page.getByRole('main');
  await main.getByText('Log in to check out.').waitFor();
  await main.getByRole('button', { name: 'Log In' }).click();
  await dialog(page, 'Log In').waitFor();
  expect(page.url()).toBe(`${restroUrl}/restro-menu/${outlet}/checkout`);
});

test('an outlet its staff closed in an emergency keeps its menu readable and says it is not available', async () => {
  const outlet = await outletNamed('Bayside Burgers');
  await staffCall(`outlets/${outlet}/availability`, { emergencyClose: true });
  try {
    await page.goto(`${restroUrl}/restro-menu/${outlet}`);
    await page.getByRole('note').getByText('Restaurant is not available at this moment').waitFor();
    await page.getByRole('heading', { name: 'Bayside Burgers', level: 1 }).waitFor();
    const add = page.getByRole('button', { name: /^Add / }).first();
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);
  } finally {
    await staffCall(`outlets/${outlet}/availability`, { emergencyClose: false });
  }
  await page.reload();
  await page.getByRole('button', { name: /^Add / }).first().waitFor();
  expect(await page.getByText('Restaurant is not available at this moment').count()).toBe(0);
});
