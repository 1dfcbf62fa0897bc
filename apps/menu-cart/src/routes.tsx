import type { MenuCartPage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

// each page's chunk is named `page-<Page>`: the shell's page server preloads the one a path
// shows (build-config's page-chunks-plugin.mjs)
export const pages: RoutesModule<MenuCartPage>['pages'] = {
  RestaurantDetails: lazyPage(
    () =>
      import(/* webpackChunkName: "page-RestaurantDetails" */ './pages/restaurant-details-page'),
  ),
  MyCart: lazyPage(() => import(/* webpackChunkName: "page-MyCart" */ './pages/my-cart-page')),
};
