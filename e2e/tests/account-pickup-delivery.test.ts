import type { Page } from 'playwright-core';
import {
  type Customer,
  demoCustomer,
  orderCard,
  screenshots,
  startAs,
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

test('a Pick UP order says where to go, with directions, and when it is ready', async () => {
  const orderId = await trackNewOrder(page, demo, grill, 'Take Out');
  const facts = page.getByRole('region', { name: 'Pick up at' });
  await facts.getByText('Not ready yet', { exact: false }).waitFor();
  expect(await facts.innerText()).toMatch(/\d{5}/);
  const directions = facts.getByRole('link', { name: /Directions/ });
  expect(await directions.getAttribute('href')).toMatch(
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=17\.\d+%2C-64\.\d+$/,
  );
  expect(await directions.getAttribute('target')).toBe('_blank');
  expect(await page.getByRole('img', { name: /Delivery map/ }).count()).toBe(0);
  await advanceOrder(orderId);
  await advanceOrder(orderId);
  await facts.getByText(/^Ready since \d{1,2}:\d{2} [AP]M$/).waitFor({ timeout: 3000 });
  expect(await axeViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'pickup-facts');
});

test("a Delivery order's card says where it goes, and its driver drives in with an ETA", async () => {
  await startAs(page, demo);
  const orderId = await placeOrder(demo.token, grill, 'Delivery');
  await page.goto(`${shellUrl}/profile`);
  await orderCard(page, orderId)
    .getByText(/^Deliver to: \S/)
    .waitFor();

  await page.goto(`${shellUrl}/order-status/${orderId}`);
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
  for (let step = 0; step < 3; step++) await advanceOrder(orderId);
  const eta = page.getByText(/^Your driver is on the way: arriving around \d{1,2}:\d{2} [AP]M/);
  await eta.waitFor({ timeout: 3000 });
  expect(await eta.innerText()).toMatch(/\((in about 1 min|any moment now)\)\.$/);
  // the driver's place, read again every 2 s while the socket is live, moves toward the customer
  const map = page.getByRole('img', { name: /Delivery map/ });
  const driverAt = async () =>
    /Driver at ([-\d.]+, [-\d.]+)/.exec((await map.locator('title').textContent()) ?? '')?.[1];
  const first = await driverAt();
  expect(first).toBeDefined();
  await page.waitForTimeout(4500);
  expect(await driverAt()).not.toBe(first);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'driver-eta');

  await advanceOrder(orderId);
  await eta.waitFor({ state: 'detached', timeout: 3000 });
});
