import { matchRoutes } from 'react-router-dom';
import type { RoutesModule } from '../remote-contracts';
import type { RemoteRoute } from '../route-table';
import { loadRemoteModule } from './load-remote-module';

/**
 * Starts loading the page a host is about to show at `pathname`: its remote's routes module,
 * then the page's own code, while the host's first render is still under way instead of once
 * that render reaches the page. Nothing when no route matches; a failure is left to the page's
 * own attempt, which retries it.
 */
export function preloadPageAt(routes: RemoteRoute[], pathname: string): void {
  const [opened] = matchRoutes(routes, pathname) ?? [];
  if (!opened) return;
  const { module, page } = opened.route;
  loadRemoteModule(module, 'preload')
    .then((loaded) => (loaded as RoutesModule<string>).pages[page]?.preload())
    .catch(() => undefined);
}
