import type { RenderedModules } from '../server/node-host';
import { loadRemoteModule, provideRemoteModule } from './load-remote-module';

/** The id of the page's JSON block naming the remote modules the page server rendered it with. */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * Whether the page came rendered by the page server (page-server page-html.ts);
 * if so, once the remote modules it was rendered with have loaded here too
 * (and those it could not load are known as failed), so the browser's first render is the
 * server's and hydrates it: no region waits for its code while the page is live.
 */
export async function loadServerRenderedModules(): Promise<boolean> {
  const block = document.getElementById(PAGE_MODULES_ID)?.textContent;
  if (!block) return false;
  const { used, unavailable } = JSON.parse(block) as RenderedModules;
  for (const id of unavailable) provideRemoteModule(id, { unavailable: true });
  await Promise.all(used.map((id) => loadRemoteModule(id, 'page').catch(() => null)));
  return true;
}
