import type { CheckoutPayPage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

export const pages: RoutesModule<CheckoutPayPage>['pages'] = {
  Checkout: lazyPage(() => import('./pages/checkout-page')),
};
