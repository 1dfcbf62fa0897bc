import type { RestroMenuPage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

export const pages: RoutesModule<RestroMenuPage>['pages'] = {
  RestroMenu: lazyPage(() => import('./pages/restro-menu-page')),
  RestroCheckout: lazyPage(() => import('./pages/restro-checkout-page')),
  RestroProfile: lazyPage(() => import('./pages/restro-profile-page')),
  RestroOrderStatus: lazyPage(() => import('./pages/restro-order-status-page')),
  RestroTableCard: lazyPage(() => import('./pages/restro-table-card-page')),
  RestroStaff: lazyPage(() => import('./pages/restro-staff-page')),
};
