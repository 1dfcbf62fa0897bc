import type { Page } from 'playwright-core';
import { demoCustomer, startAs } from '../support/account';
import { pagePerTest } from '../support/browser';
import { addDishToCart, menuOf, openLive, type MenuDish } from '../support/browse';
import { api } from '../support/api';
import { outletNamed, staffCall } from '../support/checkout';
import { dialog } from '../support/shell-auth';
import { appUrl, shellUrl } from '../support/site';

// Staff change stock and availability while customers look: the menu, the restaurant page,
// the cart and restro-menu's page show it within seconds, with no reload (the push over the
// order-tracking socket, opened for customers). Every change is undone at the end of its test.
const session = pagePerTest();
let page: Page;
beforeEach(async () => {
  page = session.page;
  await startAs(page, await demoCustomer());
});

const LIVE = { timeout: 5000 };

/** A dish in stock of the first category, the tab a menu opens on. */
async function dishInStock(outletId: number): Promise<MenuDish> {
  const [first = []] = await menuOf(outletId);
  const dish = first.find((d) => d.stock_status === 0);
  if (!dish) throw new Error('no dish in stock in the first category');
  return dish;
}

const dishCard = (dish: MenuDish) => page.getByRole('listitem', { name: dish.dishName });

test('a dish staff mark out of stock shows so on the open menu, and back in stock again', async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const dish = await dishInStock(outletId);
  const card = dishCard(dish);
  await openLive(page, `${shellUrl}/restaurant-details/${outletId}/menu`, () => card.waitFor());
  expect(await card.getByText('Out of Stock').count()).toBe(0);

  await staffCall(`dishes/${dish.dishId}/stock`, { inStock: false });
  try {
    await card.getByText('Out of Stock').waitFor(LIVE);
  } finally {
    await staffCall(`dishes/${dish.dishId}/stock`, { inStock: true });
  }
  await card.getByText('Out of Stock').waitFor({ ...LIVE, state: 'detached' });
});

test('an outlet closed for an emergency shows Close on its open page, then Open again', async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const card = dishCard(await dishInStock(outletId));
  await openLive(page, `${shellUrl}/restaurant-details/${outletId}/menu`, () => card.waitFor());
  const notice = page.getByRole('note').filter({ hasText: 'not taking' });
  expect(await notice.count()).toBe(0);

  await staffCall(`outlets/${outletId}/availability`, { emergencyClose: true });
  try {
    await notice.waitFor(LIVE);
  } finally {
    await staffCall(`outlets/${outletId}/availability`, { emergencyClose: false });
  }
  await notice.waitFor({ ...LIVE, state: 'detached' });
});

test("a dish in a customer's cart running out opens the out-of-stock modal on /my-cart", async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const customer = await demoCustomer();
  await api('clearCart', {}, customer.token);
  const dishName = await addDishToCart(customer.token, outletId);
  const dish = (await menuOf(outletId)).flat().find((d) => d.dishName === dishName) as MenuDish;
  await openLive(page, `${shellUrl}/my-cart`, () =>
    page.getByRole('table').getByText(dishName).first().waitFor(),
  );

  await staffCall(`dishes/${dish.dishId}/stock`, { inStock: false });
  try {
    await dialog(page, 'Out of Stock')
      .getByText('Some of your order items are Out of Stock.')
      .waitFor(LIVE);
  } finally {
    await staffCall(`dishes/${dish.dishId}/stock`, { inStock: true });
    await api('clearCart', {}, customer.token);
  }
});

test('a visitor opens no live socket: the first load stays light', async () => {
  const visitor = await session.browser.newPage();
  try {
    const sockets: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().includes('/prodsocket/io/')) sockets.push(request.url());
    });
    const outletId = await outletNamed('Cruzan Grill Sunny Isle');
    await visitor.goto(`${shellUrl}/restaurant-details/${outletId}/menu`);
    await visitor.getByRole('heading', { name: 'Menu' }).waitFor();
    await visitor.waitForTimeout(3000);
    expect(sockets).toEqual([]);
  } finally {
    await visitor.close();
  }
});

test("restro-menu's guest sees the outlet close for an emergency, at the table", async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const card = dishCard(await dishInStock(outletId));
  await openLive(page, `${appUrl('restro-menu')}/restro-menu/${outletId}`, () => card.waitFor());
  const closed = page.getByText('Restaurant is not available at this moment');
  expect(await closed.count()).toBe(0);

  await staffCall(`outlets/${outletId}/availability`, { emergencyClose: true });
  try {
    await closed.first().waitFor(LIVE);
  } finally {
    await staffCall(`outlets/${outletId}/availability`, { emergencyClose: false });
  }
  await closed.first().waitFor({ ...LIVE, state: 'detached' });
});
