import type { NodeHostEntry } from '@island-eats/app-frame/node-host';

// The shell's Node build (build-config node-config.mjs), loaded by the page server. The import
// is the async boundary Module Federation needs, as index.ts is in the browser: the shared
// singletons are set up before node-host.ts or anything it imports runs.
export const loadNodeHost: NodeHostEntry['loadNodeHost'] = async () => {
  const [{ nodeHost }, { loadSharedSingletons }] = await Promise.all([
    import('./server/node-host'),
    import('./server/shared-singletons'),
  ]);
  await loadSharedSingletons();
  return nodeHost;
};
