import type { PageModuleId } from '@island-eats/app-frame';
import { lazyPage, type LazyPage } from '@island-eats/app-frame/lazy-page';

export type RestroPageId = Extract<PageModuleId, `restro_menu/page/${string}`>;

/**
 * restro-menu standalone's own pages, each loaded when first shown or ahead of it; the shell
 * loads the same files as restro-menu's exposes (rspack.config.mjs).
 */
export const ownPages: Record<RestroPageId, LazyPage> = {
  'restro_menu/page/restro-menu': lazyPage(() => import('./pages/restro-menu-page')),
  'restro_menu/page/restro-checkout': lazyPage(() => import('./pages/restro-checkout-page')),
  'restro_menu/page/restro-profile': lazyPage(() => import('./pages/restro-profile-page')),
  'restro_menu/page/restro-order-status': lazyPage(
    () => import('./pages/restro-order-status-page'),
  ),
  'restro_menu/page/restro-table-card': lazyPage(() => import('./pages/restro-table-card-page')),
  'restro_menu/page/restro-staff': lazyPage(() => import('./pages/restro-staff-page')),
};

/** The outlet's menu: the page a guest opens from the table's QR code. */
export const MENU_PAGE = 'restro_menu/page/restro-menu' satisfies RestroPageId;

/** The page's name (`restro-menu`), as its chunks are known by (host-page-chunks.json). */
export const pageName = (id: RestroPageId) => id.slice('restro_menu/page/'.length);
