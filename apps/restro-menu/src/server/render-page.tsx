import { matchRoutes } from 'react-router-dom';
import { getSession } from '@island-eats/api-client';
import { hasPageCookie } from '@island-eats/api-client/page-cookie-values';
import { routesOf, type RemotePartId } from '@island-eats/app-frame';
import type { RenderedModules, PageRequest } from '@island-eats/app-frame/node-host';
import { NO_MODULES, provideModule, renderHostPage } from '@island-eats/app-frame/render-host-page';
import { RESTRO_PAGE_COOKIE } from '../lib/restro-page-cookie';
import { MENU_PART } from '../pages/restro-menu-view';
import { MENU_PAGE, ownPages, pageName, type RestroPageId } from '../own-pages';
import { RestroApp } from '../restro-app';

const routes = routesOf('restro_menu');

/**
 * The pages the page server renders, each with the remote part it shows: an outlet's menu
 * (menu-cart's), which a guest opens from the table's QR code, and its printable table card;
 * from the page cookie, the guest's checkout (checkout-pay's), orders and tracking (account's,
 * once signed in) and the staff's board.
 */
const RENDERED: Record<RestroPageId, RemotePartId | null> = {
  [MENU_PAGE]: MENU_PART,
  'restro_menu/page/restro-table-card': null,
  'restro_menu/page/restro-checkout': 'checkout_pay/checkout',
  'restro_menu/page/restro-profile': 'account/outlet-orders',
  'restro_menu/page/restro-order-status': 'account/order-tracking',
  'restro_menu/page/restro-staff': null,
};

/** The pages that show who is signed in there, and not a sign-in prompt to anyone else. */
const personal = (page: RestroPageId, restroValues?: true) =>
  restroValues === true || page === 'restro_menu/page/restro-checkout';

/** The pages' remote parts: loaded when the page server starts. */
export const pageModules: RenderedModules['used'] = Object.values(RENDERED).filter(
  (id): id is RemotePartId => id !== null,
);

/**
 * restro-menu standalone's page for one request: the same RestroApp the browser hydrates, with
 * its page's remote part loaded by the page server. A path no page knows is the table card's
 * hint with a 404.
 */
export const renderPage = (request: PageRequest) =>
  renderHostPage(request, RESTRO_PAGE_COOKIE, async (pathname) => {
    const route = matchRoutes(routes, pathname)?.[0]?.route;
    const pageId = route?.module;
    if (!pageId) return { status: 404, tree: <RestroApp />, modules: NO_MODULES };
    const part = RENDERED[pageId];
    // a browser that kept no cookie yet (a guest or a tablet signed in before its pages kept
    // one): only its page knows who is signed in there, and where from
    if (
      personal(pageId, route.restroValues) &&
      !hasPageCookie(request.cookie, RESTRO_PAGE_COOKIE)
    ) {
      return { inBrowser: true };
    }
    // the page's own code is this build's (not a remote's): in before it renders
    await ownPages[pageId].preload().catch(() => undefined);
    // a guest's own part shows once they are signed in (the menu's, to every visitor)
    const shown = part !== null && (pageId === MENU_PAGE || getSession() !== null);
    return {
      status: 200,
      tree: <RestroApp />,
      modules: shown ? await provideModule(request, part) : NO_MODULES,
      page: pageName(pageId),
    };
  });
