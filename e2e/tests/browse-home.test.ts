import { pagePerTest } from '../support/browser';
import { signUpCustomer, startAs } from '../support/account';
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
import { serverCart } from '../support/cart-api';
import { axeViolations, dialog } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();

test('a visitor browses both islands, switching with the Select Location choice', async () => {
  const { page } = session;
  await page.goto(shellUrl);
  expect(await cardNames(nearBy(page))).toEqual(names(await listed('st_croix')));
  // the three carousels show the same list
  for (const title of ['Lunch Break', 'Dinner']) {
    const region = page.getByRole('region', { name: title });
    expect(await cardNames(region)).toEqual(names(await listed('st_croix')));
  }
  await page.screenshot({ path: '.bench/screenshots/browse-home-1280.png', fullPage: true });
  expect(await axeViolations(page, 'body')).toEqual([]);

  const locations = page.getByRole('group', { name: 'Select Location' });
  // the radios are drawn as pills: a user clicks the label
  const choose = (island: string) => locations.locator('label', { hasText: island }).click();
  await choose('St. Thomas');
  const confirm = dialog(page, 'Switch Location');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(locations.getByRole('radio', { name: 'St. Croix' }).isChecked()).resolves.toBe(true);

  await choose('St. Thomas');
  // (the page loads again, and its load event comes before its scripts run: waited for first)
  await Promise.all([
    page.waitForEvent('load'),
    confirm.getByRole('button', { name: 'Yes' }).click(),
  ]);
  await expect(locations.getByRole('radio', { name: 'St. Thomas' }).isChecked()).resolves.toBe(
    true,
  );
  expect(await cardNames(nearBy(page))).toEqual(names(await listed('st_thomas')));
  expect(await page.evaluate(() => localStorage.getItem('currentLocation'))).toBe('"st_thomas"');
});

test('the carousels show 4, 3, 2 and 1 cards at the breakpoints', async () => {
  const { page } = session;
  await page.goto(shellUrl);
  const perView = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    const track = nearBy(page).getByRole('list');
    await track.locator('article').first().waitFor();
    return track.evaluate((list) => {
      const item = list.querySelector('li') as HTMLElement;
      return Math.round((list.clientWidth + 16) / (item.offsetWidth + 16));
    });
  };
  expect([await perView(1280), await perView(800), await perView(600), await perView(375)]).toEqual(
    [4, 3, 2, 1],
  );
  await page.screenshot({ path: '.bench/screenshots/browse-home-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Next Restaurants Near By' }).click();
  const track = await nearBy(page).getByRole('list').elementHandle();
  await page.waitForFunction((list) => (list as HTMLElement).scrollLeft > 0, track);
});

test('changing the order type re-lists, with the pick-up NOTICE once per session', async () => {
  const { page } = session;
  await page.goto(shellUrl);
  await cardNames(nearBy(page));
  await orderTypeOption(page, 'Delivery').click();
  await expect(orderTypeOption(page, 'Delivery').getAttribute('aria-checked')).resolves.toBe(
    'true',
  );
  await waitForCards(nearBy(page), names(await listed('st_croix', 'Delivery')));
  expect(await page.evaluate(() => sessionStorage.getItem('deliveryType'))).toBe('"Delivery"');

  // the first Pick UP asks; Go Back keeps Delivery
  await orderTypeOption(page, 'Pick UP').click();
  const notice = dialog(page, 'NOTICE');
  await notice.getByText('This is NOT a delivery.').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Go Back' }).click();
  await expect(orderTypeOption(page, 'Delivery').getAttribute('aria-checked')).resolves.toBe(
    'true',
  );
  await orderTypeOption(page, 'Pick UP').click();
  await notice.getByRole('button', { name: 'Ok' }).click();
  await expect(orderTypeOption(page, 'Pick UP').getAttribute('aria-checked')).resolves.toBe('true');

  // seen once this session: no NOTICE again
  await orderTypeOption(page, 'Delivery').click();
  await orderTypeOption(page, 'Pick UP').click();
  await expect(orderTypeOption(page, 'Pick UP').getAttribute('aria-checked')).resolves.toBe('true');
  expect(await notice.count()).toBe(0);
});

test('a restaurant with several outlets opens its dialog; one outlet goes straight to its menu', async () => {
  const { page } = session;
  const restaurants = await listed('st_croix');
  const several = restaurants.find((r) => r.outlet.length > 1)!;
  const single = restaurants.find((r) => r.outlet.length === 1)!;
  await page.goto(shellUrl);
  await cardNames(nearBy(page));

  await nearBy(page).getByRole('button', { name: several.restaurantName, exact: true }).click();
  const outlets = dialog(page, `${several.outlet.length} Outlets Near You`);
  await outlets.waitFor(); // its code loads with the first opening
  expect(await outlets.getByRole('link').count()).toBe(several.outlet.length);
  expect(await axeViolations(page)).toEqual([]);
  const [, second] = several.outlet;
  await outlets.getByRole('link', { name: new RegExp(second!.outletName) }).click();
  await page.waitForURL(`${shellUrl}/restaurant-details/${second!.outletId}/menu`);

  await page.goto(shellUrl);
  await nearBy(page).getByRole('link', { name: single.restaurantName, exact: true }).click();
  await page.waitForURL(`${shellUrl}/restaurant-details/${single.outlet[0]!.outletId}/menu`);
});

test("a visitor's location box opens Log In; the home search goes to /restaurants", async () => {
  const { page } = session;
  await page.goto(shellUrl);
  await page.getByRole('combobox', { name: 'Delivery location' }).click();
  await dialog(page, 'Log In').waitFor();
  await page.keyboard.press('Escape');

  const search = page.getByRole('searchbox', { name: 'Search restaurants' });
  await search.fill('taco');
  await search.press('Enter');
  await page.waitForURL(`${shellUrl}/restaurants?search=taco`);
  const found = await cardNames(page.getByRole('list', { name: 'Results for "taco"' }));
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((name) => /taco/i.test(name))).toBe(true);
});

test('View More on the home page goes to /restaurants', async () => {
  const { page } = session;
  await page.goto(shellUrl);
  await nearBy(page).getByRole('link', { name: 'View More: Restaurants Near By' }).click();
  await page.waitForURL(`${shellUrl}/restaurants`);
  await page.getByRole('heading', { level: 1, name: 'Restaurants' }).waitFor();
});

test('a restaurant that takes no payment says so on its card and its menu, after those that do', async () => {
  const { page } = session;
  await startAs(page, await signUpCustomer('Unpaid Browser'));
  await page.goto(shellUrl);
  const cards = await cardNames(nearBy(page));
  expect(cards.indexOf('Bayside Burgers')).toBeGreaterThan(0);
  const card = nearBy(page).locator('article', { hasText: 'Bayside Burgers' });
  await card.getByText('Payment not set up').waitFor();
  expect(await card.getByText('Open', { exact: true }).count()).toBe(0);

  await card.getByRole('link', { name: 'Bayside Burgers' }).click();
  const main = page.getByRole('main');
  await main
    .getByRole('note')
    .getByText('Restaurant Payment not setup at the moment. Please select another Restaurant')
    .waitFor();
  const add = main.getByRole('button', { name: /^Add / }).first();
  await add.waitFor();
  expect(await add.isDisabled()).toBe(true);
});

test('with items in the cart, Pick UP ↔ Delivery asks first: No keeps both, Yes clears', async () => {
  const { page } = session;
  const customer = await signUpCustomer('Type Switcher');
  await addDishToCart(customer.token, openOutletId(await listed('st_croix')));
  await startAs(page, customer);
  await page.addInitScript(() => sessionStorage.setItem('hasSeenPickupNotice', 'true'));
  await page.goto(shellUrl);
  const cartIcon = page.getByRole('banner').getByRole('button', { name: /^Cart, / });
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).waitFor();

  await orderTypeOption(page, 'Delivery').click();
  const ask = dialog(page, 'Switch Order Type');
  await ask.getByText('Switch to Delivery? Your cart will be cleared.').waitFor();
  await page.screenshot({ path: '.bench/screenshots/order-type-confirm-1280.png' });
  await ask.getByRole('button', { name: 'No' }).click();
  await ask.waitFor({ state: 'detached' });
  expect(await orderTypeOption(page, 'Pick UP').getAttribute('aria-checked')).toBe('true');
  expect(await cartIcon.getAttribute('aria-label')).toBe('Cart, 1 item');
  expect((await serverCart(customer.token)).dishes?.dishes).toHaveLength(1);

  await orderTypeOption(page, 'Delivery').click();
  await ask.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  expect(await orderTypeOption(page, 'Delivery').getAttribute('aria-checked')).toBe('true');
  expect((await serverCart(customer.token)).dishes).toBeUndefined();
});
