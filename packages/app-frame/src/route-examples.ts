import * as paths from './paths';
import { routePaths } from './route-paths';

/**
 * A concrete path for each route of the route table, for the standalone dev hosts' links and
 * the tests: kept apart from the table, which every page's first load carries.
 */
export const routeExamples: Record<string, string> = {
  [routePaths.home]: paths.home(),
  [routePaths.restaurants]: paths.restaurants(),
  [routePaths.cuisine]: paths.restaurants(1),
  [routePaths.favorites]: paths.favorites(),
  [routePaths.restaurantDetails]: paths.menu(1),
  [routePaths.myCart]: paths.myCart(),
  [routePaths.checkout]: paths.checkout(),
  [routePaths.profile]: paths.profile(),
  [routePaths.editProfile]: paths.editProfile(),
  [routePaths.orderStatus]: paths.orderStatus(1),
  [routePaths.orderReceipt]: paths.orderReceipt(1),
  [routePaths.restroProfile]: paths.restroProfile(),
  [routePaths.restroStaff]: routePaths.restroStaff,
  [routePaths.restroMenu]: paths.restroMenu(1),
  [routePaths.restroCheckout]: paths.restroCheckout(1),
  [routePaths.restroTableCard]: paths.restroTableCard(1),
  [routePaths.restroOrderStatus]: paths.restroOrderStatus(1),
};
