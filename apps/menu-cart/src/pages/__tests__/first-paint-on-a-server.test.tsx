/**
 * @jest-environment node
 */
// The first paints as menu-cart's server renders them (dist/server/): in Node, where there is
// no window or document for anything on the way to read.
import './a-server-without-tabs';
import type { RuntimeConfig } from '@island-eats/app-frame';
import { renderPageFirstPaint, renderPartFirstPaint } from '../../page-first-paint';
import { dish, restaurantInfo } from '../../testing/fixtures';

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  getOutletDetail: () => Promise.resolve({ error: 'false', restaurantInfo: restaurantInfo() }),
  listMenu: () =>
    Promise.resolve({
      error: 'false',
      menu: [{ categoryId: 1, categoryName: 'Burgers', categoryValues: [dish()] }],
    }),
}));

const config = { apiBase: 'http://api.test/api/v1', imageBase: 'http://api.test' } as RuntimeConfig;

it.each([
  '/restaurant-details/1/menu',
  '/restaurant-details/1/reviews',
  '/restaurant-details/1/info',
])('renders %s with its menu, reviews or info loading', async (path) => {
  const paint = await renderPageFirstPaint(path, config);
  expect(paint?.html).toContain('<h1>Cruzan Grill Sunny Isle</h1>');
});

it("renders the outlet's menu", async () => {
  const paint = await renderPartFirstPaint('menu_cart/outlet-menu', { outletId: 1 }, config);
  expect(paint?.html).toContain('Classic Cheeseburger');
});
