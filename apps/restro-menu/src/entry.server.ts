import type { NodeHostEntry } from '@island-eats/app-frame/node-host';

// restro-menu standalone's Node build (build-config node-config.mjs), loaded by the page server. The imports
// are the async boundary Module Federation needs, as index.ts is in the browser: the shared
// singletons are set up before the page renderer or anything it imports runs.
export const loadNodeHost: NodeHostEntry['loadNodeHost'] = async () => {
  const [{ renderPage, pageModules }, { nodeHostOf }, { loadSharedSingletons }] = await Promise.all(
    [
      import('./server/render-page'),
      import('@island-eats/app-frame/node-host-of'),
      import('@island-eats/app-frame/shared-singletons'),
    ],
  );
  await loadSharedSingletons();
  return nodeHostOf(renderPage, pageModules);
};
