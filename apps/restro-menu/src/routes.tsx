import type { RestroMenuPage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

// each page's chunk is named `page-<Page>`: the shell's page server preloads the one a path
// shows (build-config's page-chunks-plugin.mjs)
export const pages: RoutesModule<RestroMenuPage>['pages'] = {
  RestroMenu: lazyPage(
    () => import(/* webpackChunkName: "page-RestroMenu" */ './pages/restro-menu-page'),
  ),
  RestroCheckout: lazyPage(
    () => import(/* webpackChunkName: "page-RestroCheckout" */ './pages/restro-checkout-page'),
  ),
  RestroProfile: lazyPage(
    () => import(/* webpackChunkName: "page-RestroProfile" */ './pages/restro-profile-page'),
  ),
  RestroOrderStatus: lazyPage(
    () =>
      import(/* webpackChunkName: "page-RestroOrderStatus" */ './pages/restro-order-status-page'),
  ),
  RestroTableCard: lazyPage(
    () => import(/* webpackChunkName: "page-RestroTableCard" */ './pages/restro-table-card-page'),
  ),
};
