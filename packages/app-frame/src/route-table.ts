import { routePaths } from './route-paths';
import type { PageModuleId, RemoteName } from './remote-contracts';

export interface RemoteRoute {
  path: string;
  /** The remote's page this path shows. */
  module: PageModuleId;
  /** restro-menu's pages stand alone, without the site's header and footer */
  alone?: true;
  /** SPEC.md §6: a logged-out visit goes to the home page */
  login?: true;
  /**
   * The page starts from what restro-menu keeps in its own page cookie (the guest's outlet,
   * the tablet's staff session): only restro-menu standalone's page server renders it
   */
  restroValues?: true;
}

/** SPEC.md §2's route table: each path and the remote page that owns it (DESIGN.md §1). */
export const routeTable: RemoteRoute[] = [
  {
    path: routePaths.home,
    module: 'browse/page/home',
  },
  {
    path: routePaths.restaurants,
    module: 'browse/page/restaurants',
  },
  {
    path: routePaths.cuisine,
    module: 'browse/page/restaurants',
  },
  {
    path: routePaths.favorites,
    module: 'browse/page/favorites',
  },
  {
    path: routePaths.restaurantDetails,
    module: 'menu_cart/page/restaurant-details',
  },
  {
    path: routePaths.myCart,
    module: 'menu_cart/page/my-cart',
    login: true,
  },
  {
    path: routePaths.checkout,
    module: 'checkout_pay/page/checkout',
    login: true,
  },
  {
    path: routePaths.profile,
    module: 'account/page/profile',
    login: true,
  },
  {
    path: routePaths.editProfile,
    module: 'account/page/edit-profile',
    login: true,
  },
  {
    path: routePaths.orderStatus,
    module: 'account/page/order-status',
    login: true,
  },
  {
    path: routePaths.orderReceipt,
    module: 'account/page/order-receipt',
    login: true,
  },
  {
    path: routePaths.restroProfile,
    module: 'restro_menu/page/restro-profile',
    alone: true,
    restroValues: true,
  },
  {
    path: routePaths.restroStaff,
    module: 'restro_menu/page/restro-staff',
    alone: true,
    restroValues: true,
  },
  {
    path: routePaths.restroMenu,
    module: 'restro_menu/page/restro-menu',
    alone: true,
  },
  {
    path: routePaths.restroCheckout,
    module: 'restro_menu/page/restro-checkout',
    alone: true,
  },
  {
    path: routePaths.restroTableCard,
    module: 'restro_menu/page/restro-table-card',
    alone: true,
  },
  {
    path: routePaths.restroOrderStatus,
    module: 'restro_menu/page/restro-order-status',
    alone: true,
    restroValues: true,
  },
];

/** The routes one remote owns, for its standalone hosts. */
export const routesOf = <Name extends RemoteName>(remote: Name) =>
  routeTable.filter(
    (route): route is RemoteRoute & { module: Extract<PageModuleId, `${Name}/page/${string}`> } =>
      route.module.startsWith(`${remote}/page/`),
  );
