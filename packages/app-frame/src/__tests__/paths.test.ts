import { matchRoutes } from 'react-router-dom';
import * as paths from '../paths';
import { routePaths } from '../route-paths';
import { routeExamples } from '../route-examples';
import { routeTable } from '../route-table';

// What each builder makes and the pattern it must land on; a Record, so that a builder added
// to `paths` without being listed here fails typecheck.
const built: Record<keyof typeof paths, [path: string, pattern: string]> = {
  home: [paths.home(), routePaths.home],
  restaurants: [paths.restaurants(), routePaths.restaurants],
  favorites: [paths.favorites(), routePaths.favorites],
  restaurantDetails: [paths.restaurantDetails(7, 'reviews'), routePaths.restaurantDetails],
  menu: [paths.menu(7), routePaths.restaurantDetails],
  myCart: [paths.myCart(), routePaths.myCart],
  checkout: [paths.checkout(), routePaths.checkout],
  profile: [paths.profile(), routePaths.profile],
  editProfile: [paths.editProfile(), routePaths.editProfile],
  orderStatus: [paths.orderStatus(42), routePaths.orderStatus],
  orderReceipt: [paths.orderReceipt(42), routePaths.orderReceipt],
  restroProfile: [paths.restroProfile(), routePaths.restroProfile],
  restroMenu: [paths.restroMenu(7), routePaths.restroMenu],
  restroCheckout: [paths.restroCheckout(7), routePaths.restroCheckout],
  restroTableCard: [paths.restroTableCard(7), routePaths.restroTableCard],
  restroOrderStatus: [paths.restroOrderStatus(42), routePaths.restroOrderStatus],
  aboutUs: [paths.aboutUs(), routePaths.aboutUs],
  contactUs: [paths.contactUs(), routePaths.contactUs],
};

// every page the site mounts, ranked as the router ranks them
const site = Object.values(routePaths).map((path) => ({ path }));
const routeOf = (path: string) => matchRoutes(site, path)?.at(-1)?.route.path;

test.each(Object.entries(built))('paths.%s() lands on its own route', (_, [path, pattern]) => {
  expect(routeOf(path)).toBe(pattern);
});

test('a cuisine builds the cuisine route and the details view fills its rest', () => {
  expect(routeOf(paths.restaurants(3))).toBe(routePaths.cuisine);
  expect(paths.restaurants(3)).toBe('/restaurants/3');
  expect(paths.menu(7)).toBe('/restaurant-details/7/menu');
  expect(paths.restroCheckout(7)).toBe('/restro-menu/7/checkout');
  expect(paths.orderStatus(42)).toBe('/order-status/42');
});

test('every route has an example, a path of its own route', () => {
  for (const route of routeTable) expect(routeOf(routeExamples[route.path]!)).toBe(route.path);
});

test('the pages a logged-out visit may not open are those of SPEC.md §6', () => {
  expect(routeTable.filter((route) => route.login).map((route) => route.path)).toEqual([
    '/my-cart',
    '/checkout',
    '/profile',
    '/editprofile',
    '/order-status/:id',
    '/order-receipt/:id',
  ]);
});
