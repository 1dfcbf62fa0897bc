import type { CheckoutPayPage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

// each page's chunk is named `page-<Page>`: the shell's page server preloads the one a path
// shows (build-config's page-chunks-plugin.mjs)
export const pages: RoutesModule<CheckoutPayPage>['pages'] = {
  Checkout: lazyPage(() => import(/* webpackChunkName: "page-Checkout" */ './pages/checkout-page')),
};
