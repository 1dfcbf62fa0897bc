import type { Page } from 'playwright-core';
import { demoCustomer, orderCard, screenshots, startAs, type Customer } from '../support/account';
import { api, apiRead } from '../support/api';
import { pagePerTest } from '../support/browser';
import { advanceOrder, grillOutlet, payTip, placeOrder } from '../support/orders-api';
import { shellUrl } from '../support/site';

// Issue 35, item 4: every place that shows an order's money (the history's card, the details
// dialog, the receipt and the tracking page) shows the server's lines, which add up to the
// total charged: for an order with a coupon and a tip at checkout, and for one tipped later.

const session = pagePerTest();
let page: Page;
let demo: Customer;
let grill: number;

type Line = { displayKey: string; displayValue: string };

beforeAll(async () => {
  grill = await grillOutlet();
  demo = await demoCustomer();
  // each order is of this outlet's dishes alone
  await api('clearCart', { udId: 'E2E' }, demo.token);
});
beforeEach(() => {
  page = session.page;
});

const cents = (value: string) => Math.round(Number(value.replace(/[^\d.]/g, '')) * 100);

/** The order's money lines as the server lists them; they add up to their Total. */
async function serverCharges(orderId: number): Promise<Line[]> {
  const { pastOrders } = await apiRead<{
    pastOrders: { orderId: number; orderDetails: { charges: Line[] } }[];
  }>('listPastOrders', demo.token);
  const charges = pastOrders.find((order) => order.orderId === orderId)!.orderDetails.charges;
  const total = charges.at(-1)!;
  expect(total.displayKey).toBe('Total');
  const signed = (line: Line) =>
    line.displayValue.startsWith('-') ? -cents(line.displayValue) : cents(line.displayValue);
  expect(charges.slice(0, -1).reduce((sum, line) => sum + signed(line), 0)).toBe(
    cents(total.displayValue),
  );
  return charges;
}

/** A Charges list on the page as 'Key\tValue' rows, the server's lines written the same way. */
const shown = async (scope: Page | ReturnType<Page['getByRole']>) =>
  (await scope.getByRole('list', { name: 'Charges' }).getByRole('listitem').allInnerTexts()).map(
    (row) => row.replace(/\s+/g, ' ').trim(),
  );
const expected = (charges: Line[]) =>
  charges.map((line) => `${line.displayKey} ${line.displayValue}`);

/** Reads the order's money in each place that shows it, and holds it to the server's lines. */
async function expectEveryPlace(orderId: number, name: string): Promise<void> {
  const charges = await serverCharges(orderId);
  const total = charges.at(-1)!.displayValue;
  await startAs(page, demo);

  await page.goto(`${shellUrl}/profile`);
  const card = orderCard(page, orderId);
  await card.waitFor();
  expect(await card.getByText('Net Amount:').innerText()).toBe(`Net Amount: ${total}`);

  await card.getByRole('button', { name: /^Order #IE/ }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.waitFor();
  expect(await shown(details)).toEqual(expected(charges));
  await details.getByText(total, { exact: true }).first().waitFor();
  await screenshots(page, `money-${name}-details`);
  await page.keyboard.press('Escape');

  await page.goto(`${shellUrl}/order-receipt/${orderId}`);
  await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
  expect(await shown(page)).toEqual(expected(charges));

  await page.goto(`${shellUrl}/order-status/${orderId}`);
  await page.getByRole('list', { name: 'Charges' }).waitFor();
  expect(await shown(page)).toEqual(expected(charges));
  await screenshots(page, `money-${name}-tracking`);
}

test('an order with a coupon and a tip at checkout shows the same lines everywhere', async () => {
  // ten of the dish, over ISLAND5's $25 minimum, and a $2.50 tip at checkout
  const orderId = await placeOrder(demo.token, grill, 'Take Out', {
    quantity: 10,
    couponCode: 'ISLAND5',
    tipAmount: '2.50',
  });
  const keys = (await serverCharges(orderId)).map((line) => line.displayKey);
  expect(keys).toEqual(['Subtotal', 'Coupon (ISLAND5)', 'Tip', 'Total']);
  await expectEveryPlace(orderId, 'checkout-tip');
});

test('a delivered order with a tip paid later shows the tip in its total everywhere', async () => {
  const orderId = await placeOrder(demo.token, grill, 'Delivery');
  for (let step = 0; step < 4; step++) await advanceOrder(orderId);
  const before = cents((await serverCharges(orderId)).at(-1)!.displayValue);
  await payTip(demo.token, orderId, grill, '3.00');
  const charges = await serverCharges(orderId);
  expect(charges).toContainEqual({ displayKey: 'Tip', displayValue: '$3.00' });
  expect(cents(charges.at(-1)!.displayValue)).toBe(before + 300);
  await expectEveryPlace(orderId, 'later-tip');
});
