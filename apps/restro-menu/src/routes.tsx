import { lazy } from 'react';
import type { RestroMenuPage, RoutesModule } from '@island-eats/app-frame';

export const pages: RoutesModule<RestroMenuPage>['pages'] = {
  RestroMenu: lazy(() => import('./features/menu/restro-menu-page')),
  RestroCheckout: lazy(() => import('./features/checkout/restro-checkout-page')),
  RestroProfile: lazy(() => import('./features/profile/restro-profile-page')),
  RestroOrderStatus: lazy(() => import('./features/track-order/restro-order-status-page')),
};
