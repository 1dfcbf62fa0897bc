import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { routeTable } from '../../route-table';
import { registerRemoteManifests } from '../load-remote-module';
import { preloadPageAt } from '../preload-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const page = (name: string) => Object.assign(() => null, { preload: jest.fn(async () => name) });
const menuCart = { pages: { RestaurantDetails: page('details'), MyCart: page('cart') } };

beforeEach(() => {
  registerRemoteManifests({
    browse: 'http://browse.test/mf-manifest.json',
    menu_cart: 'http://menu-cart.test/mf-manifest.json',
    checkout_pay: 'http://checkout-pay.test/mf-manifest.json',
    account: 'http://account.test/mf-manifest.json',
    restro_menu: 'http://restro-menu.test/mf-manifest.json',
  });
  jest.mocked(registerRemotes).mockClear();
});

test("the opened path's remote routes module loads, then that one page's code", async () => {
  jest.mocked(loadRemote).mockResolvedValue(menuCart);
  preloadPageAt(routeTable, '/restaurant-details/7/menu');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadRemote).toHaveBeenCalledWith('menu_cart/routes');
  expect(menuCart.pages.RestaurantDetails.preload).toHaveBeenCalledTimes(1);
  expect(menuCart.pages.MyCart.preload).not.toHaveBeenCalled();
});

test('a path no remote page owns loads nothing', () => {
  jest.mocked(loadRemote).mockClear();
  preloadPageAt(routeTable, '/aboutus');
  expect(loadRemote).not.toHaveBeenCalled();
});
