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
    /** restro-menu's pages stand alone, without the site's header and footer */
    alone?: true;
    /** SPEC.md §6: a logged-out visit goes to the home page */
    login?: true;
    /**
     * The page starts from what restro-menu keeps in its own page cookie (the guest's outlet,
     * the tablet's staff session): only restro-menu standalone's page server renders it
     */
    restroValues?: true;
  };
}[RoutesModuleId];

/** SPEC.md §2's route table: each path and the remote page that owns it (DESIGN.md §1). */
export const routeTable: RemoteRoute[] = [
  {
    path: routePaths.home,
    module: 'browse/routes',
    page: 'Home',
  },
  {
    path: routePaths.restaurants,
    module: 'browse/routes',
    page: 'Restaurants',
  },
  {
    path: routePaths.cuisine,
    module: 'browse/routes',
    page: 'Restaurants',
  },
  {
    path: routePaths.favorites,
    module: 'browse/routes',
    page: 'Favorites',
  },
  {
    path: routePaths.restaurantDetails,
    module: 'menu_cart/routes',
    page: 'RestaurantDetails',
  },
  {
    path: routePaths.myCart,
    module: 'menu_cart/routes',
    page: 'MyCart',
    login: true,
  },
  {
    path: routePaths.checkout,
    module: 'checkout_pay/routes',
    page: 'Checkout',
    login: true,
  },
  {
    path: routePaths.profile,
    module: 'account/routes',
    page: 'Profile',
    login: true,
  },
  {
    path: routePaths.editProfile,
    module: 'account/routes',
    page: 'EditProfile',
    login: true,
  },
  {
    path: routePaths.orderStatus,
    module: 'account/routes',
    page: 'OrderStatus',
    login: true,
  },
  {
    path: routePaths.orderReceipt,
    module: 'account/routes',
    page: 'OrderReceipt',
    login: true,
  },
  {
    path: routePaths.restroProfile,
    module: 'restro_menu/routes',
    page: 'RestroProfile',
    alone: true,
    restroValues: true,
  },
  {
    path: routePaths.restroStaff,
    module: 'restro_menu/routes',
    page: 'RestroStaff',
    alone: true,
    restroValues: true,
  },
  {
    path: routePaths.restroMenu,
    module: 'restro_menu/routes',
    page: 'RestroMenu',
    alone: true,
  },
  {
    path: routePaths.restroCheckout,
    module: 'restro_menu/routes',
    page: 'RestroCheckout',
    alone: true,
  },
  {
    path: routePaths.restroTableCard,
    module: 'restro_menu/routes',
    page: 'RestroTableCard',
    alone: true,
  },
  {
    path: routePaths.restroOrderStatus,
    module: 'restro_menu/routes',
    page: 'RestroOrderStatus',
    alone: true,
    restroValues: true,
  },
];

/** The routes one remote owns, for its standalone dev host. */
export const routesOf = <Name extends RemoteName>(remote: Name) =>
  routeTable.filter(
    (route): route is Extract<RemoteRoute, { module: `${Name}/routes` }> =>
      route.module === `${remote}/routes`,
  );
