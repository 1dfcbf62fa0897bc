import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { customerAtCheckout, outletNamed, pastOrders, saveCard } from '../support/checkout';
import { toast } from '../support/shell-auth';
import { appUrl, shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

test("restro-menu's checkout is checkout-pay's, leading to the restaurant-only profile", async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const customer = await customerAtCheckout(page, outletId);
  await saveCard(customer.token, outletId);
  await page.goto(`${shellUrl}/restro-menu/${outletId}/checkout`);
  const payment = page.getByRole('region', { name: 'Payment Info' });
  await payment.getByRole('radio', { name: 'Card ending in 4242' }).check();
  await payment.getByRole('button', { name: 'Place Order' }).click();
  await toast(page, 'Order is placed!').waitFor();
  await page.waitForURL(`${shellUrl}/restro-menu/profile`);
  expect(await pastOrders(customer.token)).toHaveLength(1);
});

test("restro-menu's own origin mounts the same checkout", async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const customer = await customerAtCheckout(page, outletId);
  await saveCard(customer.token, outletId);
  const restro = appUrl('restro-menu');
  await page.goto(`${restro}/restro-menu/${outletId}/checkout`);
  const payment = page.getByRole('region', { name: 'Payment Info' });
  await payment.getByRole('radio', { name: 'Card ending in 4242' }).waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL(`${restro}/restro-menu/${outletId}`);
});
