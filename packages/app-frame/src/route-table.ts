import * as paths from './paths';
import { routePaths } from './route-paths';
import type { RemoteModules, RemoteName } from './remote-contracts';

/** The modules that are a remote's pages (`<remote>/routes`), as opposed to exposed parts. */
export type RoutesModuleId = Extract<keyof RemoteModules, `${string}/routes`>;
type PageOf<Id extends RoutesModuleId> = keyof RemoteModules[Id]['pages'] & string;

export type RemoteRoute = {
  [Id in RoutesModuleId]: {
    path: string;
    module: Id;
    page: PageOf<Id>;
    /** restro-menu pages stand alone, without the site's header and footer */
    layout: 'main' | 'none';
    /** SPEC.md §6: a logged-out visit goes to the home page */
    login?: true;
    /** a concrete path for links and smoke tests */
    example: string;
  };
}[RoutesModuleId];

/** SPEC.md §2's route table: each path and the remote page that owns it (DESIGN.md §1). */
export const routeTable: RemoteRoute[] = [
  {
    path: routePaths.home,
    module: 'browse/routes',
    page: 'Home',
    layout: 'main',
    example: paths.home(),
  },
  {
    path: routePaths.restaurants,
    module: 'browse/routes',
    page: 'Restaurants',
    layout: 'main',
    example: paths.restaurants(),
  },
  {
    path: routePaths.cuisine,
    module: 'browse/routes',
    page: 'Restaurants',
    layout: 'main',
    example: paths.restaurants(1),
  },
  {
    path: routePaths.favorites,
    module: 'browse/routes',
    page: 'Favorites',
    layout: 'main',
    example: paths.favorites(),
  },
  {
    path: routePaths.restaurantDetails,
    module: 'menu_cart/routes',
    page: 'RestaurantDetails',
    layout: 'main',
    example: paths.menu(1),
  },
  {
    path: routePaths.myCart,
    module: 'menu_cart/routes',
    page: 'MyCart',
    layout: 'main',
    login: true,
    example: paths.myCart(),
  },
  {
    path: routePaths.checkout,
    module: 'checkout_pay/routes',
    page: 'Checkout',
    layout: 'main',
    login: true,
    example: paths.checkout(),
  },
  {
    path: routePaths.profile,
    module: 'account/routes',
    page: 'Profile',
    layout: 'main',
    login: true,
    example: paths.profile(),
  },
  {
    path: routePaths.editProfile,
    module: 'account/routes',
    page: 'EditProfile',
    layout: 'main',
    login: true,
    example: paths.editProfile(),
  },
  {
    path: routePaths.orderStatus,
    module: 'account/routes',
    page: 'OrderStatus',
    layout: 'main',
    login: true,
    example: paths.orderStatus(1),
  },
  {
    path: routePaths.orderReceipt,
    module: 'account/routes',
    page: 'OrderReceipt',
    layout: 'main',
    login: true,
    example: paths.orderReceipt(1),
  },
  {
    path: routePaths.restroProfile,
    module: 'restro_menu/routes',
    page: 'RestroProfile',
    layout: 'none',
    example: paths.restroProfile(),
  },
  {
    path: routePaths.restroStaff,
    module: 'restro_menu/routes',
    page: 'RestroStaff',
    layout: 'none',
    example: routePaths.restroStaff,
  },
  {
    path: routePaths.restroMenu,
    module: 'restro_menu/routes',
    page: 'RestroMenu',
    layout: 'none',
    example: paths.restroMenu(1),
  },
  {
    path: routePaths.restroCheckout,
    module: 'restro_menu/routes',
    page: 'RestroCheckout',
    layout: 'none',
    example: paths.restroCheckout(1),
  },
  {
    path: routePaths.restroTableCard,
    module: 'restro_menu/routes',
    page: 'RestroTableCard',
    layout: 'none',
    example: paths.restroTableCard(1),
  },
  {
    path: routePaths.restroOrderStatus,
    module: 'restro_menu/routes',
    page: 'RestroOrderStatus',
    layout: 'none',
    example: paths.restroOrderStatus(1),
  },
];

/** The routes one remote owns, for its standalone dev host. */
export const routesOf = <Name extends RemoteName>(remote: Name) =>
  routeTable.filter(
    (route): route is Extract<RemoteRoute, { module: `${Name}/routes` }> =>
      route.module === `${remote}/routes`,
  );
