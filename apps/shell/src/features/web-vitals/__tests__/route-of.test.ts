import { routeTable } from '@island-eats/app-frame';
import { routeExamples } from '@island-eats/app-frame/route-examples';
import { routeOf } from '../route-of';

it('names each page of the route table by its own pattern', () => {
  for (const route of routeTable) expect(routeOf(routeExamples[route.path]!)).toBe(route.path);
});

it('reads the path of a full URL, never its ids, query or hash', () => {
  expect(routeOf('https://eats.example.com/')).toBe('/');
  expect(routeOf('http://localhost:3000/order-status/991?from=mail#top')).toBe('/order-status/:id');
  expect(routeOf('/restaurant-details/12/reviews')).toBe('/restaurant-details/:outletId/*');
  expect(routeOf('/restaurants/4')).toBe('/restaurants/:cuisineId');
  expect(routeOf('/aboutus')).toBe('/aboutus');
});

it('prefers a named page to a pattern that would also match', () => {
  expect(routeOf('/restro-menu/profile')).toBe('/restro-menu/profile');
  expect(routeOf('/restro-menu/7')).toBe('/restro-menu/:outletId');
  expect(routeOf('/restro-menu/7/checkout')).toBe('/restro-menu/:outletId/checkout');
});

it('names a path no route serves by the catch-all', () => {
  expect(routeOf('/wp-admin/setup.php')).toBe('*');
  expect(routeOf('/favorites/extra/parts')).toBe('*');
});
