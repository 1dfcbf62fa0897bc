import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { pageHydrated } from '@island-eats/api-client';
import { Toasts, UiProvider } from '@island-eats/ui';

/**
 * The page's first render has committed: the answers the page server handed with the page are
 * spent (a page that mounts now reads afresh), and the controls it drew are live: the early
 * taps' script (build-config/replay-early-taps.js) enters what was typed before now, and does a
 * tap it still keeps (one made before a page rendered by this browser alone).
 */
function FirstCommit() {
  useEffect(() => {
    pageHydrated();
    document.dispatchEvent(new Event('island-eats:hydrated'));
  }, []);
  return null;
}

const inBrowser = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

/**
 * What every host page wraps itself in: theme, router and the page's one toast container
 * (top right, 3 s, drag to dismiss at 80 %: SPEC.md §9).
 */
export function AppProviders({
  children,
  router = inBrowser,
}: {
  children: ReactNode;
  /** The page server's router (server/render-host-page.tsx); the browser's by default. */
  router?: (children: ReactNode) => ReactNode;
}) {
  return (
    <UiProvider>
      {router(children)}
      <Toasts />
      <FirstCommit />
    </UiProvider>
  );
}
