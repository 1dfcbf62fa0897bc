import type { Page } from 'playwright-core';
import {
  type Customer,
  demoCustomer,
  screenshots,
  startAs,
  trackerStep,
  trackNewOrder,
} from '../support/account';
import { pagePerTest } from '../support/browser';
import { advanceOrder, grillOutlet, placeOrder } from '../support/orders-api';
import { axeViolations } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// The customer cancels an order the restaurant has not accepted: asked first, refunded once,
// and refused plainly once the restaurant has it.

const session = pagePerTest();
let page: Page;
let grill: number;
let demo: Customer;

beforeAll(async () => {
  grill = await grillOutlet();
  demo = await demoCustomer();
});
beforeEach(() => {
  page = session.page;
});

const cancels: string[] = [];

test('a placed order is cancelled from its tracking page after a Yes, and refunded', async () => {
  await trackNewOrder(page, demo, grill);
  page.on('request', (request) => {
    if (request.url().includes('/cancelOrder')) cancels.push(request.url());
  });
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();

  // No keeps the order; the keyboard alone reaches the button and the answer
  const button = page.getByRole('button', { name: 'Cancel Order' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel Order?' });
  await dialog.waitFor();
  await screenshots(page, 'cancel-confirm');
  expect(await axeViolations(page, 'body')).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(cancels).toHaveLength(0);

  await button.click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await trackerStep(page, 'Order Cancelled').filter({ hasNotText: '00:00' }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^You cancelled this order\. Your payment of \$[\d.]+ was refunded\.$/ })
    .waitFor();
  expect(await button.count()).toBe(0);
  expect(await page.getByText('Live', { exact: true }).count()).toBe(0);
  expect(cancels).toHaveLength(1);
  await screenshots(page, 'cancel-done');

  // the order history's card says so too
  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByText(/You cancelled this order\./)
    .first()
    .waitFor();
});

test('a cancel after the restaurant accepted is refused plainly, and the order goes on', async () => {
  await startAs(page, demo);
  const orderId = await placeOrder(demo.token, grill, 'Take Out');
  // The page does not hear of the acceptance before the tap: no socket, and its 2 s polls are
  // cut from the moment the restaurant accepts (the page may come with its first read, so
  // whether a poll went through before that is up to the clock).
  let accepted = false;
  await page.context().route('**/prodsocket/**', (route) => route.abort());
  await page
    .context()
    .route('**/api/v1/trackOrders**', (route) => (accepted ? route.abort() : route.continue()));
  await page.goto(`${shellUrl}/order-status/${orderId}`);
  await trackerStep(page, 'Order Placed').filter({ hasNotText: '00:00' }).waitFor();
  accepted = true;
  await advanceOrder(orderId);

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel Order?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await page
    .getByText('The restaurant has already accepted this order, so it can no longer be cancelled.')
    .first()
    .waitFor();
  await screenshots(page, 'cancel-refused');
});
