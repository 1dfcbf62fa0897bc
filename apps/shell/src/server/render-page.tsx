import { matchRoutes } from 'react-router-dom';
import { getSession, PAGE_COOKIE } from '@island-eats/api-client';
import { hasPageCookie } from '@island-eats/api-client/page-cookie-values';
import { paths, routePaths, routeTable, type RemoteRoute } from '@island-eats/app-frame';
import type { PageRequest } from '@island-eats/app-frame/node-host';
import { NO_MODULES, provideModule, renderHostPage } from '@island-eats/app-frame/render-host-page';
import { ShellApp } from '../shell-app';

/** The paths of the site, each as the browser's routes rank them: the route table's and the shell's own. */
const known: { path: string; remote?: RemoteRoute }[] = [
  ...routeTable.map((route) => ({ path: route.path, remote: route })),
  { path: routePaths.aboutUs },
  { path: routePaths.contactUs },
];

/** The routes' pages: what the shell's pages render. */
export const pageModules = [...new Set(routeTable.map((route) => route.module))];

/**
 * The shell's page for one request: the same ShellApp the browser hydrates, with the module of
 * the route's remote loaded by the page server. A path no route knows is the not-found page
 * with a 404; a guarded page without a session sends the visitor home (SPEC.md §6), as the
 * browser's RequireLogin does. A restro-menu page that starts from restro-menu's own stored
 * values is left to the browser, which keeps them.
 */
export const renderPage = (request: PageRequest) =>
  renderHostPage(request, PAGE_COOKIE, async (pathname) => {
    const match = matchRoutes(known, pathname)?.[0]?.route;
    const remote = match?.remote;
    if (remote?.restroValues) return { inBrowser: true };
    if (remote?.login && !getSession()) {
      // a browser that keeps no page cookie may still hold a session: its page decides
      return hasPageCookie(request.cookie, PAGE_COOKIE)
        ? { redirect: paths.home() }
        : { inBrowser: true };
    }
    const modules = remote ? await provideModule(request, remote.module) : NO_MODULES;
    return { status: match ? 200 : 404, tree: <ShellApp />, modules };
  });
