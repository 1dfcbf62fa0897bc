import type { Page } from 'playwright-core';
import {
  type Customer,
  demoCustomer,
  screenshots,
  signUpCustomer,
  startAs,
  trackerStep,
  trackNewOrder,
} from '../support/account';
import { pagePerTest } from '../support/browser';
import { advanceOrder, grillOutlet, placeOrder } from '../support/orders-api';
import { axeViolations } from '../support/shell-auth';
import { shellUrl } from '../support/site';

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

const step = (name: string) => trackerStep(page, name);

/** The step shows a time within 3 s of the order moving on. */
async function seenWithin3s(orderId: number, name: string) {
  await advanceOrder(orderId);
  const started = Date.now();
  await step(name).filter({ hasNotText: '00:00' }).waitFor({ timeout: 3000 });
  return Date.now() - started;
}

test('a Delivery order is tracked live over the socket while it advances', async () => {
  const orderId = await trackNewOrder(page, demo, grill, 'Delivery');
  await page.getByRole('heading', { name: 'Track Order' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
  await page
    .getByRole('img', { name: /Delivery map: Cruzan Grill Sunny Isle at .*You at .*Driver at/ })
    .waitFor();
  await step('Order Placed').filter({ hasNotText: '00:00' }).waitFor();
  expect(await step('Order Confirmed').textContent()).toContain('00:00');
  expect(await step('Ready For Pickup').textContent()).toContain('00:00');
  expect(await step('Order Picked').textContent()).toContain('00:00');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'tracking');

  // Live: no trackOrders polling while the socket carries the changes
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trackOrders')) polls.push(request.url());
  });
  // pushed over the socket: each change shows within a second of the API taking it
  expect(await seenWithin3s(orderId, 'Order Confirmed')).toBeLessThan(1000);
  await page.getByText('Your order is being prepared.').waitFor();
  expect(await seenWithin3s(orderId, 'Ready For Pickup')).toBeLessThan(1000);
  expect(await seenWithin3s(orderId, 'Order Picked')).toBeLessThan(1000);
  expect(polls.length).toBeLessThanOrEqual(1);
});

test('with the socket blocked the page polls every 2 s, and stops when left', async () => {
  await startAs(page, demo);
  const orderId = await placeOrder(demo.token, grill, 'Delivery');
  await page.context().route('**/prodsocket/**', (route) => route.abort());
  const polls: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trackOrders')) polls.push(Date.now());
  });
  await page.goto(`${shellUrl}/order-status/${orderId}`);
  await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
  await seenWithin3s(orderId, 'Order Confirmed');
  await seenWithin3s(orderId, 'Ready For Pickup');
  await seenWithin3s(orderId, 'Order Picked');
  expect(await page.getByRole('status').textContent()).toBe('Reconnecting…');
  expect(polls.length).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  const left = polls.length;
  await page.waitForTimeout(2500);
  expect(polls.length).toBe(left);
});

test('a paid order the restaurant rejects says its payment was refunded, and is no longer live', async () => {
  const orderId = await trackNewOrder(page, demo, grill, 'Take Out');
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
  await advanceOrder(orderId, true);
  await step('Order Rejected').filter({ hasNotText: '00:00' }).waitFor({ timeout: 3000 });
  await page
    .getByRole('status')
    .filter({
      hasText:
        /^The restaurant could not take this order\. Your payment of \$[\d.]+ was refunded\.$/,
    })
    .waitFor();
  expect(await page.getByText('Live', { exact: true }).count()).toBe(0);
});

test('offline, the badge alone says Reconnecting…; back online, no message stays', async () => {
  await startAs(page, demo);
  const orderId = await placeOrder(demo.token, grill, 'Delivery');
  // The connection lost: no socket, and no answer to the polls. (Chromium's offline mode
  // would do, but socket.io notices it on localhost only at its ping timeout, 45 s.)
  const socket = '**/prodsocket/**';
  const polls = '**/api/v1/trackOrders**';
  await page.context().route(socket, (route) => route.abort());
  await page.goto(`${shellUrl}/order-status/${orderId}`);
  await step('Order Placed').filter({ hasNotText: '00:00' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).waitFor();
  // every toast the page shows from now on, by its text
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { toastsShown: string[] }).toastsShown = shown;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          // the first toast comes inside its container, mounted with it
          const toasts = node.matches('.Toastify__toast')
            ? [node]
            : [...node.querySelectorAll('.Toastify__toast')];
          for (const toast of toasts) shown.push(toast.textContent ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const toastsShown = () =>
    page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);

  await page.context().route(polls, (route) => route.abort('internetdisconnected'));
  // three 2 s polls fail meanwhile
  await page.waitForTimeout(6500);
  expect(await page.getByRole('status').textContent()).toBe('Reconnecting…');
  await screenshots(page, 'tracking-offline');
  expect(await toastsShown()).toEqual([]);

  await page.context().unroute(polls);
  await page.context().unroute(socket);
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor({ timeout: 15_000 });
  await seenWithin3s(orderId, 'Order Confirmed');
  expect(await toastsShown()).toEqual([]);
  expect(await page.locator('.Toastify__toast').count()).toBe(0);
}, 60_000);

test("another customer's order is refused with the server's message", async () => {
  const orderId = await placeOrder(demo.token, grill, 'Take Out');
  await startAs(page, await signUpCustomer('Someone Else'));
  await page.goto(`${shellUrl}/order-status/${orderId}`);
  await page.getByRole('main').getByText('Order not found.').waitFor();
});
