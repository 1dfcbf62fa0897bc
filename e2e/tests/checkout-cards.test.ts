import type { Page } from 'playwright-core';
import { screenshots } from '../support/account';
import { pagePerTest } from '../support/browser';
import { customerAtCheckout, outletNamed, pastOrders, saveCard } from '../support/checkout';
import { axeViolations, dialog, toast } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

const payment = () => page.getByRole('region', { name: 'Payment Info' });
const headerCartCount = () =>
  page.getByRole('banner').getByRole('button', { name: /cart/i }).textContent();

test('a new card is added by keyboard, chosen and pays: one order, the cart empty, /profile', async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const customer = await customerAtCheckout(page, outletId);
  await page
    .getByRole('region', { name: 'Cruzan Grill Sunny Isle' })
    .getByText(customer.dish)
    .waitFor();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'checkout-cards');

  // Contact Info is saved through updateProfile's JSON form
  const contact = page.getByRole('form', { name: 'Contact Info' });
  await contact.getByLabel('Email').fill('not-an-email');
  await contact.getByLabel('Name').click();
  await contact.getByText('Invalid email address.').waitFor();
  await contact.getByLabel('Email').fill('tester@example.com');
  await contact.getByLabel('Name').fill('Island Tester');
  await contact.getByRole('button', { name: 'Save Contact Info' }).click();
  await toast(page, 'Profile updated successfully.').waitFor();

  // 'Please Select the Card' before any card is chosen
  await payment().getByRole('button', { name: 'Place Order' }).click();
  await toast(page, 'Please Select the Card').waitFor();

  await payment().getByRole('button', { name: 'Add New Card' }).click();
  const add = dialog(page, 'Add Card');
  await add.getByLabel('Card Holder Name').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await add.getByLabel('Card Holder Name').focus();
  await page.keyboard.type('Island Tester');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4242e4242+4242-4242');
  expect(await add.getByLabel('Card Number').inputValue()).toBe('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`12${new Date().getFullYear() + 2}`);
  expect(await add.getByLabel('Expiry (MM/YYYY)').inputValue()).toBe(
    `12/${new Date().getFullYear() + 2}`,
  );
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('00820');
  await page.keyboard.press('Enter');
  await toast(page, 'Card added successfully.').waitFor();
  await add.waitFor({ state: 'hidden' });

  // the customer's one card is the one chosen
  const card = payment().getByRole('radio', { name: 'Card ending in 4242' });
  expect(await card.isChecked()).toBe(true);
  // on a phone the total is read before Place Order, not below it
  await page.setViewportSize({ width: 375, height: 800 });
  const total = page.getByText('Net Amount', { exact: true });
  const place = payment().getByRole('button', { name: 'Place Order' });
  expect((await total.boundingBox())!.y).toBeLessThan((await place.boundingBox())!.y);
  // one column: the bill and the payment side by side with the page's edge
  const bill = await page.getByRole('region', { name: 'Cruzan Grill Sunny Isle' }).boundingBox();
  expect(bill!.x).toBe((await payment().boundingBox())!.x);
  await page.setViewportSize({ width: 1280, height: 900 });
  // a double click makes one order
  await payment().getByRole('button', { name: 'Place Order' }).dblclick();
  await toast(page, 'Order is placed!').waitFor();
  await page.waitForURL(`${shellUrl}/profile`);
  expect((await headerCartCount())?.replace(/\D/g, '') || '0').toBe('0');
  const orders = await pastOrders(customer.token);
  expect(orders).toHaveLength(1);
});

test('a saved card is deleted after its Alert, and a refused coupon then an accepted one re-price the bill', async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const customer = await customerAtCheckout(page, outletId, { quantity: 4 });
  await saveCard(customer.token, outletId);
  await page.reload();
  const card = payment().getByRole('radio', { name: 'Card ending in 4242' });
  await card.waitFor();

  await payment().getByRole('button', { name: 'Delete card ending in 4242' }).click();
  const alert = dialog(page, 'Alert');
  await alert.getByText('Are you sure you want to delete?').waitFor();
  await alert.getByRole('button', { name: 'No' }).click();
  await card.waitFor();
  await payment().getByRole('button', { name: 'Delete card ending in 4242' }).click();
  await alert.getByRole('button', { name: 'Yes' }).click();
  await toast(page, 'Card deleted successfully.').waitFor();
  await card.waitFor({ state: 'detached' });

  const coupon = page.getByRole('region', { name: 'Coupon' });
  const code = coupon.getByLabel('Coupon code');
  await code.fill('expired20');
  expect(await code.inputValue()).toBe('EXPIRED20');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  const refusal = await coupon.locator('[id$="-error"]').textContent();
  expect(refusal).toBeTruthy();
  await toast(page, refusal!).waitFor();
  const net = () =>
    page.getByRole('region', { name: 'Cart Total' }).getByText(/^\$/).last().textContent();
  const before = await net();
  await code.fill('welcome10');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await toast(page, 'Coupon code is applied successfully!').waitFor();
  await coupon.getByRole('button', { name: 'Applied' }).waitFor();
  expect(await coupon.getByRole('button', { name: 'Applied' }).isDisabled()).toBe(true);
  await page.getByRole('region', { name: 'Cart Total' }).getByText('Coupon Discount').waitFor();
  expect(await net()).not.toBe(before);
});
