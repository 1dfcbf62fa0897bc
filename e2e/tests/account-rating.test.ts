import type { Page } from 'playwright-core';
import { type Customer, demoCustomer, orderCard, screenshots, startAs } from '../support/account';
import { pagePerTest } from '../support/browser';
import { api } from '../support/api';
import { advanceOrder, grillOutlet, placeOrder } from '../support/orders-api';
import { axeViolations, dialog, toast } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
let grill: number;
let demo: Customer;

beforeAll(async () => {
  grill = await grillOutlet();
  demo = await demoCustomer();
});
beforeEach(async () => {
  page = session.page;
  await startAs(page, demo);
});

/** An order of the customer moved to its end (picked up, or delivered for Delivery). */
async function finishedOrder(token: string, type: 'Take Out' | 'Delivery') {
  const orderId = await placeOrder(token, grill, type);
  for (let i = 0; i < (type === 'Delivery' ? 4 : 3); i++) await advanceOrder(orderId);
  return orderId;
}

const rateUs = (orderId: number) =>
  orderCard(page, orderId).getByRole('button', { name: 'Rate Us' });

test('a Take Out order is rated once; the history reloads without Rate Us', async () => {
  const orderId = await finishedOrder(demo.token, 'Take Out');
  await page.goto(`${shellUrl}/profile`);
  await rateUs(orderId).click();
  const modal = dialog(page, 'Rate Us');
  await modal.getByText('How was the food? Please rate the restaurants.').waitFor();
  // five stars to start; choosing the fifth again clears it
  await modal.getByRole('radio', { name: '5 stars' }).click({ force: true });
  await modal.getByText('Rating is required!').waitFor();
  expect(await modal.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
  await modal.getByRole('radio', { name: '4 stars' }).click({ force: true });
  await modal.getByLabel('Any other comments?').fill('Hot and quick.');
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'rating-take-out');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await toast(page, /rat/i).first().waitFor();
  await modal.waitFor({ state: 'detached' });
  // the history reloads: the card no longer offers a rating
  await rateUs(orderId).waitFor({ state: 'detached' });

  // the restaurant's reviews name the customer as the seeded reviewers are: 'Keisha M.'
  await page.goto(`${shellUrl}/restaurant-details/${grill}/reviews`);
  const review = page.getByRole('listitem').filter({ hasText: 'Hot and quick.' }).first();
  await review.waitFor();
  expect(await review.locator('strong').innerText()).toMatch(/^\S+ \S\.$/u);

  // a second rating of the same order is refused by the server
  const again = await api<{ error: string; errorMessage: string }>(
    'rating',
    { type: 'Take Out', orderId, outletId: grill, orderRating: 3, feedback: '', staffId: null },
    demo.token,
  );
  expect(again).toMatchObject({
    error: 'true',
    errorMessage: 'You have already rated this order.',
  });
});

test('a Delivery order rates the driver on both rows and pays a tip with a saved card', async () => {
  const orderId = await finishedOrder(demo.token, 'Delivery');
  await page.goto(`${shellUrl}/profile`);
  await rateUs(orderId).click();
  const modal = dialog(page, 'RATE YOUR DRIVER');
  await modal.getByText('It was a pleasure serving you!').waitFor();
  await modal.getByText('Marcus Henry').waitFor();
  // PAY NOW opens checkout-pay's tip payment modal (the outlet takes saved cards)
  await modal.getByRole('button', { name: 'PAY NOW' }).click();
  const tip = dialog(page, /^Pay a \$\d+\.\d\d tip$/);
  await tip.getByRole('radio').first().check();
  expect(await axeViolations(page, '[role="dialog"]:last-of-type')).toEqual([]);
  await tip.getByRole('button', { name: 'Pay Tip' }).click();
  await toast(page, 'Tip is placed!').waitFor();
  await tip.waitFor({ state: 'detached' });
  // the tip is given: the block is gone, the rating goes on
  await modal.getByRole('button', { name: 'PAY NOW' }).waitFor({ state: 'detached' });
  const experience = modal.getByRole('group', { name: 'RATE YOUR OVERALL DELIVERY EXPERIENCE' });
  const communication = modal.getByRole('group', { name: 'DRIVER COMMUNICATION' });
  await experience.getByRole('radio', { name: '3 stars' }).click({ force: true });
  await communication.getByRole('radio', { name: '4 stars' }).click({ force: true });
  await modal.getByLabel('Any other comments?').fill('Friendly driver.');
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'rating-delivery');
  await modal.getByRole('button', { name: 'SUBMIT RATING' }).click();
  await modal.waitFor({ state: 'detached' });
  // the history reloads: the card no longer offers a rating
  await rateUs(orderId).waitFor({ state: 'detached' });
});
