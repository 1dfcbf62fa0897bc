import type { NodeHost } from '@island-eats/app-frame/node-host';
import { routeTable } from '@island-eats/app-frame/route-table';

type Pages = { pages?: Record<string, { preload?: () => Promise<unknown> }> };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads every route's remote module and page code before the page server takes its first
 * request: a remote's Node entry loaded cold (fetched, run, its chunks fetched) takes longer
 * than a page waits for it (REMOTE_BUDGET_MS), and the first visitors would get its fallback.
 * A remote not up yet is asked again until `deadline`; one still down then is left to the
 * pages, which show its fallback and follow it once it is back.
 */
export async function warmRoutes(host: Pick<NodeHost, 'loadModule'>, deadline: number) {
  await Promise.all(
    routeTable.map(async ({ module: id, page }) => {
      while (Date.now() < deadline) {
        try {
          const module = (await host.loadModule(id)) as Pages;
          await module.pages?.[page]?.preload?.();
          return;
        } catch {
          await pause(250);
        }
      }
      console.warn(`[page-server] ${id} did not load at start`);
    }),
  );
}
