import { lazy } from 'react';
import type { RestroMenuPage, RoutesModule } from '@island-eats/app-frame';

export const pages: RoutesModule<RestroMenuPage>['pages'] = {
  RestroMenu: lazy(() => import('./pages/restro-menu-page')),
  RestroCheckout: lazy(() => import('./pages/restro-checkout-page')),
  RestroProfile: lazy(() => import('./pages/restro-profile-page')),
  RestroOrderStatus: lazy(() => import('./pages/restro-order-status-page')),
  RestroTableCard: lazy(() => import('./pages/restro-table-card-page')),
};
