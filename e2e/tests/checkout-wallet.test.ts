import type { Page } from 'playwright-core';
import { screenshots } from '../support/account';
import { pagePerTest } from '../support/browser';
import { customerAtCheckout, outletNamed, pastOrders } from '../support/checkout';
import { axeViolations, toast } from '../support/shell-auth';
import { apiUrl, shellUrl } from '../support/site';

// Buck Island Bites takes the wallet provider alone (payment_method_enable 2).
const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

const payment = () => page.getByRole('region', { name: 'Payment Info' });
const year = new Date().getFullYear() + 2;

/** Fills the provider's card form, the button disabled until every field is filled, and pays. */
async function fillProviderCard(number: string) {
  const form = payment().getByRole('form', { name: 'Pay by card' });
  const submit = form.getByRole('button', { name: 'Place Order with Card' });
  await form.getByLabel('CVV').fill('');
  expect(await submit.isDisabled()).toBe(true);
  await form.getByLabel('Card Holder Name').fill('Island Tester');
  await form.getByLabel('Card Number').fill(number);
  await form.getByLabel('Expiry (MM/YYYY)').fill(`12${year}`);
  expect(await submit.isDisabled()).toBe(true);
  await form.getByLabel('CVV').fill('123');
  expect(await submit.isDisabled()).toBe(false);
  await submit.click();
}

test('the wallet approval: Approve confirms one order, even when the return link is opened twice', async () => {
  const customer = await customerAtCheckout(page, await outletNamed('Buck Island Bites'));
  expect(await axeViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'checkout-wallet');
  await payment().getByRole('button', { name: 'Place Order with PayPal' }).click();
  await page.waitForURL(`${apiUrl}/api/v1/sandbox-pay/approve/**`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/checkout\?token=.+&PayerID=/);
  const returnLink = page.url();
  await toast(page, 'Order is placed!').waitFor();
  await page.waitForURL(`${shellUrl}/profile`);
  expect(await pastOrders(customer.token)).toHaveLength(1);

  // the same return link again (a reload during the redirect, a second tab): no second order
  await page.goto(returnLink);
  await page.waitForURL(`${shellUrl}/profile`);
  expect(await pastOrders(customer.token)).toHaveLength(1);
});

test('the wallet approval cancelled comes back with the cancellation and no order', async () => {
  const customer = await customerAtCheckout(page, await outletNamed('Buck Island Bites'));
  await payment().getByRole('button', { name: 'Place Order with PayPal' }).click();
  await page.waitForURL(`${apiUrl}/api/v1/sandbox-pay/approve/**`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/checkout/);
  await toast(page, 'Payment is cancelled.').waitFor();
  expect(page.url()).toBe(`${shellUrl}/checkout`);
  expect(await pastOrders(customer.token)).toHaveLength(0);
});

test("the provider's card form pays; a declined card says 'Payment is failed!' and places nothing", async () => {
  const customer = await customerAtCheckout(page, await outletNamed('Buck Island Bites'));
  await fillProviderCard('4000000000000002');
  await toast(page, 'Payment is failed!').waitFor();
  expect(await pastOrders(customer.token)).toHaveLength(0);

  await fillProviderCard('4242424242424242');
  await toast(page, 'Order is placed!').waitFor();
  await page.waitForURL(`${shellUrl}/profile`);
  expect(await pastOrders(customer.token)).toHaveLength(1);
});

test("the provider's card form says what a field wants, never 'Invalid value'", async () => {
  await customerAtCheckout(page, await outletNamed('Buck Island Bites'));
  const form = payment().getByRole('form', { name: 'Pay by card' });
  await form.getByLabel('Card Holder Name').fill('Island Tester 2');
  await form.getByLabel('Expiry (MM/YYYY)').fill(`13${year}`);
  await form.getByLabel('CVV').click();
  await form.getByText('Please use letters and spaces only.').waitFor();
  await form.getByText('Please enter the expiry date as MM/YYYY.').waitFor();
  expect(await form.getByText('Invalid value').count()).toBe(0);
  await screenshots(page, 'checkout-card-messages');
});
