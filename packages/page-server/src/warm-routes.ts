import type { NodeHost } from '@island-eats/app-frame/node-host';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads every route's remote module before the page server takes its first
 * request: a remote's Node entry loaded cold (fetched, run, its chunks fetched) takes longer
 * than a page waits for it (REMOTE_BUDGET_MS), and the first visitors would get its fallback.
 * A remote not up yet is asked again until `deadline`; one still down then is left to the
 * pages, which show its fallback and follow it once it is back.
 */
export async function warmRoutes(
  host: Pick<NodeHost, 'loadModule' | 'pageModules'>,
  deadline: number,
) {
  await Promise.all(
    host.pageModules.map(async (id) => {
      while (Date.now() < deadline) {
        const loaded = await host.loadModule(id).then(
          () => true,
          () => false,
        );
        if (loaded) return;
        await pause(250);
      }
      console.warn(`[page-server] ${id} did not load at start`);
    }),
  );
}
