import type { Locator, Page } from 'playwright-core';
import {
  type Customer,
  demoCustomer,
  orderCard,
  screenshots,
  signUpCustomer,
  startAs,
} from '../support/account';
import { pagePerTest } from '../support/browser';
import { grillOutlet, placeOrder } from '../support/orders-api';
import { axeViolations } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
let grill: number;
let demo: Customer;
let orderId: number;

beforeAll(async () => {
  grill = await grillOutlet();
  demo = await demoCustomer();
  orderId = await placeOrder(demo.token, grill, 'Delivery');
});
beforeEach(() => {
  page = session.page;
});

const lines = (name: string) =>
  page.getByRole('list', { name }).getByRole('listitem').allInnerTexts();

/** The order's charges once they have come: their last line is the total. */
async function chargesIn(where: Page | Locator): Promise<string[]> {
  const charges = where.getByRole('list', { name: 'Charges' }).getByRole('listitem');
  await charges.filter({ hasText: /^Total/ }).waitFor();
  return charges.allInnerTexts();
}

test("the details dialog leads to a receipt with the dialog's very lines, and it prints alone", async () => {
  await startAs(page, demo);
  await page.goto(`${shellUrl}/profile`);
  const card = orderCard(page, orderId);
  await card.getByRole('button', { name: /^Order #IE/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await dialog.waitFor();
  const dialogCharges = await chargesIn(dialog);
  const dialogDishes = await dialog
    .getByRole('list', { name: 'Dishes' })
    .getByRole('listitem')
    .allInnerTexts();
  const amount = (
    await dialog
      .getByText(/^\$\d+\.\d\d$/)
      .first()
      .innerText()
  ).trim();
  await dialog.getByRole('link', { name: 'View receipt' }).click();

  await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
  expect(page.url()).toBe(`${shellUrl}/order-receipt/${orderId}`);
  expect(await chargesIn(page)).toEqual(dialogCharges);
  expect(await lines('Dishes')).toEqual(dialogDishes);
  // the last line is the total charged, the amount the dialog says was paid
  expect(dialogCharges.at(-1)).toMatch(/^Total\s+\$/);
  expect(dialogCharges.at(-1)).toContain(amount);
  const receipt = page.getByRole('article');
  await receipt.getByRole('heading', { name: 'Cruzan Grill Sunny Isle' }).waitFor();
  await receipt.getByText('Card ending in 4242').waitFor();
  await receipt.getByText('Deliver to').waitFor();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'receipt');

  const print = page.getByRole('button', { name: 'Print' });
  expect(await print.isVisible()).toBe(true);
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('banner').isVisible()).toBe(false);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
  expect(await print.isVisible()).toBe(false);
  expect(await receipt.isVisible()).toBe(true);
  await page.screenshot({ path: '.bench/screenshots/account-receipt-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test("the newest card and the tracking page lead to the order's receipt", async () => {
  await startAs(page, demo);
  await page.goto(`${shellUrl}/profile`);
  await orderCard(page, orderId)
    .getByRole('link', { name: /^Receipt of order/ })
    .click();
  await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
  await page.goto(`${shellUrl}/order-status/${orderId}`);
  await page.getByRole('link', { name: 'View receipt' }).click();
  await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
  expect(page.url()).toBe(`${shellUrl}/order-receipt/${orderId}`);
});

test("another customer's order, or none, says it is not found; logged out goes home", async () => {
  const stranger = await signUpCustomer('Receipt Stranger');
  await startAs(page, stranger);
  await page.goto(`${shellUrl}/order-receipt/${orderId}`);
  await page.getByText(`We could not find order ${orderId} among your orders.`).waitFor();
  expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
  await page.goto(`${shellUrl}/order-receipt/nonsense`);
  await page.getByText('We could not find order nonsense among your orders.').waitFor();

  // a visitor, in a context of its own with no session
  const visitor = await session.browser.newPage();
  try {
    await visitor.goto(`${shellUrl}/order-receipt/${orderId}`);
    await visitor.waitForURL(`${shellUrl}/`);
    await visitor.getByRole('button', { name: 'Log In' }).first().waitFor();
  } finally {
    await visitor.close();
  }
});
