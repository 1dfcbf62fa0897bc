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
    /** a concrete path for links and smoke tests */
    example: string;
  };
}[RoutesModuleId];

/** SPEC.md §2's route table: each path and the remote page that owns it (DESIGN.md §1). */
export const routeTable: RemoteRoute[] = [
  { path: '/', module: 'browse/routes', page: 'Home', layout: 'main', example: '/' },
  {
    path: '/restaurants',
    module: 'browse/routes',
    page: 'Restaurants',
    layout: 'main',
    example: '/restaurants',
  },
  {
    path: '/restaurants/:cuisineId',
    module: 'browse/routes',
    page: 'Restaurants',
    layout: 'main',
    example: '/restaurants/1',
  },
  {
    path: '/favorites',
    module: 'browse/routes',
    page: 'Favorites',
    layout: 'main',
    example: '/favorites',
  },
  {
    path: '/restaurant-details/:outletId/*',
    module: 'menu_cart/routes',
    page: 'RestaurantDetails',
    layout: 'main',
    example: '/restaurant-details/1/menu',
  },
  {
    path: '/my-cart',
    module: 'menu_cart/routes',
    page: 'MyCart',
    layout: 'main',
    example: '/my-cart',
  },
  {
    path: '/checkout',
    module: 'checkout_pay/routes',
    page: 'Checkout',
    layout: 'main',
    example: '/checkout',
  },
  {
    path: '/profile',
    module: 'account/routes',
    page: 'Profile',
    layout: 'main',
    example: '/profile',
  },
  {
    path: '/editprofile',
    module: 'account/routes',
    page: 'EditProfile',
    layout: 'main',
    example: '/editprofile',
  },
  {
    path: '/order-status/:id',
    module: 'account/routes',
    page: 'OrderStatus',
    layout: 'main',
    example: '/order-status/1',
  },
  {
    path: '/restro-menu/profile',
    module: 'restro_menu/routes',
    page: 'RestroProfile',
    layout: 'none',
    example: '/restro-menu/profile',
  },
  {
    path: '/restro-menu/:outletId',
    module: 'restro_menu/routes',
    page: 'RestroMenu',
    layout: 'none',
    example: '/restro-menu/1',
  },
  {
    path: '/restro-menu/:outletId/checkout',
    module: 'restro_menu/routes',
    page: 'RestroCheckout',
    layout: 'none',
    example: '/restro-menu/1/checkout',
  },
  {
    path: '/restro-order-status/:id',
    module: 'restro_menu/routes',
    page: 'RestroOrderStatus',
    layout: 'none',
    example: '/restro-order-status/1',
  },
];

/** The routes one remote owns, for its standalone dev host. */
export const routesOf = <Name extends RemoteName>(remote: Name) =>
  routeTable.filter(
    (route): route is Extract<RemoteRoute, { module: `${Name}/routes` }> =>
      route.module === `${remote}/routes`,
  );
