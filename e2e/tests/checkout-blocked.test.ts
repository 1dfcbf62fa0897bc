import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { serverCart } from '../support/cart-api';
import {
  customerAtCheckout,
  outletNamed,
  pastOrders,
  saveCard,
  staffCall,
} from '../support/checkout';
import { dialog } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// Staff change stock and availability while the customer is on /checkout (the real server).
// Each change is undone at the end of its test.
const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

async function payWithSavedCard() {
  const payment = page.getByRole('region', { name: 'Payment Info' });
  await payment.getByRole('radio', { name: 'Card ending in 4242' }).check();
  await payment.getByRole('button', { name: 'Place Order' }).click();
}

test('a dish that ran out since the cart was viewed opens the out-of-stock modal; OK goes home', async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const customer = await customerAtCheckout(page, outletId);
  await saveCard(customer.token, outletId);
  await page.reload();
  const cart = await serverCart(customer.token);
  const dishId = cart.dishes!.dishes[0]!.dishId;
  await staffCall(`dishes/${dishId}/stock`, { inStock: false });
  try {
    await payWithSavedCard();
    const modal = dialog(page, 'Out of Stock');
    await modal.getByText('Some of your order items are Out of Stock.').waitFor();
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${shellUrl}/`);
    expect(await pastOrders(customer.token)).toHaveLength(0);
  } finally {
    await staffCall(`dishes/${dishId}/stock`, { inStock: true });
  }
});

test('an outlet closed for an emergency meanwhile opens the not-available modal', async () => {
  const outletId = await outletNamed('Sandy Point Tacos');
  const customer = await customerAtCheckout(page, outletId);
  await saveCard(customer.token, outletId);
  await page.reload();
  await staffCall(`outlets/${outletId}/availability`, { emergencyClose: true });
  try {
    await payWithSavedCard();
    const modal = dialog(page, 'Not Available');
    await modal.getByText('Restaurant is not available at this moment').waitFor();
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${shellUrl}/`);
    expect(await pastOrders(customer.token)).toHaveLength(0);
  } finally {
    await staffCall(`outlets/${outletId}/availability`, { emergencyClose: false });
  }
});
