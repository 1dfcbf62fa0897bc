import { matchRoutes } from 'react-router-dom';
import { routesOf } from '@island-eats/app-frame';
import { loadPageCode } from '@island-eats/app-frame/lazy-page';
import type { PageModules, PageRequest } from '@island-eats/app-frame/node-host';
import { NO_MODULES, provideModule, renderHostPage } from '@island-eats/app-frame/render-host-page';
import { MENU_PART } from '../pages/restro-menu-view';
import { RestroApp } from '../restro-app';
import { pages } from '../routes';

const routes = routesOf('restro_menu');

/**
 * The pages the page server renders: an outlet's menu, which a guest opens from the table's
 * QR code. The others start from what this browser keeps (the guest's outlet, their cart), so
 * the browser renders them.
 */
const RENDERED = new Set(['RestroMenu']);

/** menu-cart's menu: what restro-menu's rendered page shows. */
export const pageModules: PageModules['used'] = [{ id: MENU_PART }];

/**
 * restro-menu standalone's page for one request: the same RestroApp the browser hydrates, with
 * menu-cart's menu part loaded by the page server. A path no page knows is the table card's
 * hint with a 404.
 */
export const renderPage = (request: PageRequest) =>
  renderHostPage(request, async (pathname) => {
    const page = matchRoutes(routes, pathname)?.[0]?.route.page;
    if (!page) return { status: 404, tree: <RestroApp />, modules: NO_MODULES };
    if (!RENDERED.has(page)) return { inBrowser: true };
    // the page's own code is this build's (not a remote's): in before it renders
    await loadPageCode({ pages }, page);
    return {
      status: 200,
      tree: <RestroApp />,
      modules: await provideModule(request, MENU_PART),
      page,
    };
  });
