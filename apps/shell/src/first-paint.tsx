import { routeTable, type RemoteName } from '@island-eats/app-frame';
import { renderStatic } from '@island-eats/app-frame/render-static';
import { MainLayout } from './layout/main-layout';

export interface FirstPaintRoute {
  path: string;
  /** the remote whose code the page is (config.remotes' key) */
  remote: RemoteName;
  /** the page of that remote's routes module, whose chunks the page's HTML preloads */
  page: string;
  /** whether the page sits in the frame (restro-menu's pages stand alone) */
  frame: boolean;
}

export interface FirstPaint {
  /** the frame's markup, for index.html's #root */
  html: string;
  /** its styles (the global reset included), for a <style> of their own */
  css: string;
  /** the route table, for the page server: whether a path's page has the frame, and whose
   * code it needs, which the page's HTML starts fetching before the shell's scripts ask */
  routes: FirstPaintRoute[];
}

/**
 * What the shell's page paints from its HTML, before any script has run: the site's frame
 * (MainLayout's first paint), rendered at build time (build-config/first-paint.mjs) and put in
 * the page by the page server on every path whose route has the main layout. The scripts'
 * first render replaces it with the same frame, so nothing moves; what a phone shows during
 * the seconds its scripts take is the header instead of a blank screen.
 */
export function renderFirstPaint(): FirstPaint {
  // a location no link is active on: the page's own path is not known at build time
  const { html, css } = renderStatic(<MainLayout firstPaint />, {
    location: '/first-paint',
    globalStyle: true,
  });
  return {
    html,
    css,
    routes: routeTable.map((route) => ({
      path: route.path,
      remote: route.module.split('/')[0] as RemoteName,
      page: route.page,
      frame: route.layout === 'main',
    })),
  };
}
