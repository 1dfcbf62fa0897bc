import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '@island-eats/api-client';
import { AppProviders } from './app-providers';
import { loadRuntimeConfig } from './load-runtime-config';
import { loadServerRenderedModules } from './remotes/hydrate-page';
import type { RuntimeConfig } from './remote-contracts';

/**
 * Boots a host page (the shell, restro-menu, or a remote running alone): runtime config first,
 * then the API client, then the React tree.
 */
export async function startApp(render: (config: RuntimeConfig) => ReactNode | Promise<ReactNode>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  try {
    const config = await loadRuntimeConfig();
    configureApi({
      apiBase: config.apiBase,
      imageBase: config.imageBase,
      restroMenuUrl: config.restroMenuUrl,
    });
    const app = <AppProviders>{await render(config)}</AppProviders>;
    // (a page whose modules cannot be read is rendered afresh here)
    if (await loadServerRenderedModules().catch(() => false)) {
      // The page server's page becomes live where it stands. In a transition, the hydration
      // yields to the browser every few milliseconds instead of holding a phone for a third of
      // a second; a tap on a control meanwhile is kept by the early taps' script and done once
      // the first commit's effects have run (build-config/replay-early-taps.js).
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error('[island-eats] hydration', error),
        });
      });
      return;
    }
    // the first render yields to the browser as it goes, so a slow phone is never blocked long
    startTransition(() => createRoot(container).render(app));
  } catch (error) {
    console.error('[island-eats] could not start', error);
    createRoot(container).render(
      // rendered by this browser alone, where no theme may have loaded (a style prop is set
      // through the CSSOM, which the policy allows)
      // eslint-disable-next-line no-restricted-syntax
      <p role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        Island Eats could not start. Please check your connection and reload the page.
      </p>,
    );
  }
}
