import { pagesOf, type PageModuleId } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';
import { exposes } from './contract';

export type RestroPageId = Extract<PageModuleId, `restro_menu/page/${string}`>;

/**
 * restro-menu standalone's own pages, each loaded when first shown or ahead of it: the pages
 * its contract exposes, which the shell loads as restro-menu's exposes.
 */
export const ownPages = pagesOf('restro_menu', exposes, lazyPage);

/** The outlet's menu: the page a guest opens from the table's QR code. */
export const MENU_PAGE = 'restro_menu/page/restro-menu' satisfies RestroPageId;

/** The page's name (`restro-menu`), as its chunks are known by (host-page-chunks.json). */
export const pageName = (id: RestroPageId) => id.slice('restro_menu/page/'.length);
