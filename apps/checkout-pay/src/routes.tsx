import { lazy } from 'react';
import type { CheckoutPayPage, RoutesModule } from '@island-eats/app-frame';

export const pages: RoutesModule<CheckoutPayPage>['pages'] = {
  Checkout: lazy(() => import('./pages/checkout-page')),
};
