import type { ExposedModules } from '@island-eats/app-frame';
import type * as addToCartModal from './exposed-add-to-cart-modal';
import type * as cartPanel from './exposed-cart-panel';
import type * as outletMenu from './exposed-outlet-menu';
import type * as restaurantDetailsPage from './pages/restaurant-details-page';
import type * as myCartPage from './pages/my-cart-page';

/**
 * The files menu-cart exposes (rspack.config.mjs), held by the compiler to its contract in
 * remote-contracts.ts: a module missing or extra, or an export of the wrong shape, fails
 * typecheck. The build checks that this file imports what rspack.config.mjs exposes.
 */
export type MenuCartExposes = ExposedModules<
  'menu_cart',
  {
    'page/restaurant-details': typeof restaurantDetailsPage;
    'page/my-cart': typeof myCartPage;
    'cart-panel': typeof cartPanel;
    'add-to-cart-modal': typeof addToCartModal;
    'outlet-menu': typeof outletMenu;
  }
>;
