import type { Page } from 'playwright-core';
import { screenshots } from '../support/account';
import { pagePerTest } from '../support/browser';
import { axeViolations, dialog, DEMO, startLoggedIn } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

test('the demo customer sees the profile, the order history and an order in its details modal', async () => {
  await startLoggedIn(page);
  await page.goto(`${shellUrl}/profile`);
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('heading', { name: DEMO.name }).waitFor();
  await details.getByText('+1 340-555-0100').waitFor();
  expect(await details.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
    '/editprofile',
  );
  await page.getByRole('button', { name: 'Manage Addresses' }).waitFor();

  const history = page.getByRole('region', { name: 'Order History' });
  const cards = history.getByRole('listitem');
  await cards.first().waitFor();
  expect(await cards.count()).toBeGreaterThan(0);
  const first = cards.first();
  expect(await first.textContent()).toMatch(/Net Amount: \$\d+\.\d\d/);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'profile');

  const number = await first.getByRole('button', { name: /^Order / }).textContent();
  await first.click();
  const modal = dialog(page, 'Order Details');
  await modal.waitFor();
  await modal.getByText(number!.replace('Order ', ''), { exact: true }).waitFor();
  await modal.getByRole('list', { name: 'Charges' }).getByText('Total', { exact: true }).waitFor();
  expect(
    await modal.getByRole('list', { name: 'Dishes' }).getByRole('listitem').count(),
  ).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/account-order-details-1280.png' });
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
});

test('logging out from the profile asks first, then leaves for home', async () => {
  await startLoggedIn(page);
  await page.goto(`${shellUrl}/profile`);
  await page
    .getByRole('region', { name: 'Your details' })
    .getByRole('button', { name: 'Log Out' })
    .click();
  const confirm = dialog(page, 'Log Out');
  await confirm.getByText('Are you sure you want to log out?').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(`${shellUrl}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).waitFor();
});
