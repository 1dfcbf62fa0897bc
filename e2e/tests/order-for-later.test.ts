import type { Page } from 'playwright-core';
import { type Customer, orderCard, screenshots, signUpCustomer, startAs } from '../support/account';
import { pagePerTest } from '../support/browser';
import { pastOrders, saveCard, staffCall } from '../support/checkout';
import { grillOutlet } from '../support/orders-api';
import { axeViolations, dialog, toast } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
let grill: number;
let customer: Customer;

// The grill is open around the clock: switched off by its staff, it is closed for now and
// offers its next opening hours for later.
const online = (value: boolean) => staffCall(`outlets/${grill}/availability`, { online: value });

beforeAll(async () => {
  grill = await grillOutlet();
  customer = await signUpCustomer('Later Tester');
  await saveCard(customer.token, grill);
  await online(false);
});
afterAll(async () => {
  await online(true);
});
beforeEach(() => {
  page = session.page;
});

test('a closed restaurant is ordered for later: slot, add, pay, tracked, history, receipt', async () => {
  await startAs(page, customer);
  await page.goto(`${shellUrl}/restaurant-details/${grill}/menu`);
  const later = page.getByRole('region', { name: 'Order for later' });
  const slots = later.getByLabel('Order for later');
  await slots.waitFor();
  // the dishes cannot be added before a slot is chosen
  await page.getByRole('note').filter({ hasText: 'not taking' }).waitFor();
  await screenshots(page, 'order-later-menu');

  // keyboard: the list and its button
  await slots.focus();
  await page.keyboard.press('ArrowDown');
  const chosen = (await slots.locator('option:checked').textContent()) ?? '';
  await later.getByRole('button', { name: 'Schedule' }).click();
  await toast(page, 'Your order is scheduled.').waitFor();
  const scheduled = later.getByRole('status');
  await scheduled.filter({ hasText: `Scheduled for ${chosen}` }).waitFor();
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.getByRole('tab', { name: 'Drinks' }).click();
  await page.getByRole('button', { name: 'Add Sorrel', exact: true }).click();
  const sorrel = dialog(page, 'Sorrel');
  await sorrel.getByRole('button', { name: 'Add Item $4.00' }).click();
  await toast(page, 'Cart item is added successfully!').waitFor();
  await screenshots(page, 'order-later-scheduled');
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
  await dialog(page, 'YOUR CART').getByText(`Scheduled for ${chosen}`).waitFor();
  await page.keyboard.press('Escape');

  await page.goto(`${shellUrl}/checkout`);
  const summary = page.getByRole('region', { name: 'Cruzan Grill Sunny Isle' });
  await summary.getByText(`Scheduled for ${chosen}`).waitFor();
  const payment = page.getByRole('region', { name: 'Payment Info' });
  await payment.getByRole('radio', { name: 'Card ending in 4242' }).check();
  await screenshots(page, 'order-later-checkout');
  await payment.getByRole('button', { name: 'Place Order' }).click();

  await page.waitForURL(`${shellUrl}/profile`);
  const [order] = await pastOrders(customer.token);
  await orderCard(page, order!.orderId).getByText(`Scheduled for ${chosen}`).waitFor();
  await screenshots(page, 'order-later-history');

  await page.goto(`${shellUrl}/order-status/${order!.orderId}`);
  await page.getByRole('heading', { name: 'Track Order' }).waitFor();
  await page.getByText(`Scheduled for ${chosen}`).waitFor();
  await screenshots(page, 'order-later-tracking');

  await page.getByRole('link', { name: 'View receipt' }).click();
  const receipt = page.getByRole('article');
  await receipt.getByRole('heading', { name: 'Cruzan Grill Sunny Isle' }).waitFor();
  expect(await receipt.getByText('Scheduled for', { exact: true }).count()).toBe(1);
  await receipt.getByText(chosen, { exact: true }).waitFor();
  await screenshots(page, 'order-later-receipt');
});
