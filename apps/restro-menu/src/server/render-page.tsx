import { matchRoutes } from 'react-router-dom';
import { hasPageCookie } from '@island-eats/api-client/page-cookie-values';
import { routesOf } from '@island-eats/app-frame';
import { loadPageCode } from '@island-eats/app-frame/lazy-page';
import type { PageModules, PageRequest } from '@island-eats/app-frame/node-host';
import { NO_MODULES, provideModule, renderHostPage } from '@island-eats/app-frame/render-host-page';
import { RESTRO_PAGE_COOKIE } from '../lib/restro-page-cookie';
import { MENU_PART } from '../pages/restro-menu-view';
import { RestroApp } from '../restro-app';
import { pages } from '../routes';

const routes = routesOf('restro_menu');

/**
 * The pages the page server renders: an outlet's menu, which a guest opens from the table's
 * QR code, and the staff's board (or its sign-in), from the tablet's page cookie. The others
 * start from what this browser keeps apart from it (the guest's outlet, their cart), so the
 * browser renders them.
 */
const RENDERED = new Set(['RestroMenu', 'RestroStaff']);

/** menu-cart's menu: what restro-menu's rendered menu shows. */
export const pageModules: PageModules['used'] = [{ id: MENU_PART }];

/**
 * restro-menu standalone's page for one request: the same RestroApp the browser hydrates, with
 * menu-cart's menu part loaded by the page server for an outlet's menu. A path no page knows is
 * the table card's hint with a 404.
 */
export const renderPage = (request: PageRequest) =>
  renderHostPage(request, RESTRO_PAGE_COOKIE, async (pathname) => {
    const page = matchRoutes(routes, pathname)?.[0]?.route.page;
    if (!page) return { status: 404, tree: <RestroApp />, modules: NO_MODULES };
    if (!RENDERED.has(page)) return { inBrowser: true };
    // a tablet signed in before its pages kept the cookie: only its page knows who is on it
    if (page === 'RestroStaff' && !hasPageCookie(request.cookie, RESTRO_PAGE_COOKIE)) {
      return { inBrowser: true };
    }
    // the page's own code is this build's (not a remote's): in before it renders
    await loadPageCode({ pages }, page);
    return {
      status: 200,
      tree: <RestroApp />,
      modules: page === 'RestroMenu' ? await provideModule(request, MENU_PART) : NO_MODULES,
      page,
    };
  });
