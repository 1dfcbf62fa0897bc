import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { pagePerTest } from '../support/browser';
import {
  addDishToCart,
  cardNames,
  listed,
  names,
  nearBy,
  openOutletId,
  orderTypeOption,
  waitForCards,
} from '../support/browse';
import { dialog, logInAsDemo, sessionToken } from '../support/shell-auth';

const session = pagePerTest();

const banner = (p: Page) => p.getByRole('banner');

test('a customer picks a saved address in the location box and the list is ordered from it', async () => {
  const { page } = session;
  await logInAsDemo(page);
  await cardNames(nearBy(page));
  const box = page.getByRole('combobox', { name: 'Delivery location' });
  await box.click();
  const options = page.getByRole('listbox', { name: 'Saved addresses' }).getByRole('option');
  await options.first().waitFor();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/listRestaurant')) requests.push(request.postData() ?? '');
  });
  const chosen = await options.first().innerText();
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await box.press('Enter');
  await page.waitForFunction(() => localStorage.getItem('chosenLocation')?.includes('addressId'));
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('chosenLocation'))) ?? '{}',
  ) as { address: string; latitudeData: number; longitudeData: number };
  expect(chosen).toContain(stored.address);
  expect(await box.inputValue()).toBe(stored.address);
  // the list is asked again, from the chosen point
  await cardNames(nearBy(page));
  const body = JSON.parse(requests.at(-1) ?? '{}') as { latitude: number; longitude: number };
  expect([body.latitude, body.longitude]).toEqual([stored.latitudeData, stored.longitudeData]);

  // typing filters the saved addresses; nothing matching says so
  await box.fill('zzzz no such place');
  await page.getByRole('listbox').getByText('No address found').waitFor();
});

test('changing the order type clears the cart; a restaurant is offered only in its types', async () => {
  const { page } = session;
  await logInAsDemo(page);
  const token = await sessionToken(page);
  await addDishToCart(token, openOutletId(await listed('st_croix')));
  await page.reload();
  await banner(page).getByRole('button', { name: 'Cart, 1 item' }).waitFor();

  const pickUp = names(await listed('st_croix', 'Take Out'));
  const delivery = names(await listed('st_croix', 'Delivery'));
  // Taco Tide delivers only: never offered for Pick UP
  expect(delivery).toContain('Taco Tide');
  expect(pickUp).not.toContain('Taco Tide');
  await waitForCards(nearBy(page), pickUp);

  await orderTypeOption(page, 'Delivery').click();
  // with a dish in the cart, the switch asks first (browse-home holds the question's No)
  await dialog(page, 'Switch Order Type').getByRole('button', { name: 'Yes' }).click();
  await waitForCards(nearBy(page), delivery);
  await banner(page).getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  const { count } = await api<{ count: number }>('cartCount', { udId: 'E2E' }, token);
  expect(count).toBe(0);
});
