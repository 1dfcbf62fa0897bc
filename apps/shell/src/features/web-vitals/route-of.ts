import { matchRoutes } from 'react-router-dom';
import {
  UNMATCHED_ROUTE,
  VITALS_ROUTES,
  type VitalsRoute,
} from '@island-eats/app-frame/web-vitals-beacon';

const routes = VITALS_ROUTES.filter((path) => path !== UNMATCHED_ROUTE).map((path) => ({ path }));

/** The route pattern that serves a page's URL, as the route table matches it: never the URL. */
export function routeOf(url: string): VitalsRoute {
  const { pathname } = new URL(url, window.location.href);
  return matchRoutes(routes, pathname)?.[0]?.route.path ?? UNMATCHED_ROUTE;
}
