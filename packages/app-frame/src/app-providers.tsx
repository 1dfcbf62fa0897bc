import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toasts, UiProvider } from '@island-eats/ui';
import { pageHydrated } from './client/page-data';
import { dropUnshownPageFirstPaint } from './remotes/page-first-paint';

/**
 * The page's first render has committed.
 * - The styles of the frame a page painted from its HTML (build-config/first-paint-plugin.mjs)
 *   go: its class names are the build machine's, not this page's. A remote page's first paint
 *   stays until that page renders (remotes/page-first-paint.tsx), unless it is not shown at all.
 * - The answers the page server handed with the page are spent (a page that mounts now reads
 *   afresh), and the controls it drew are live: the early taps' script
 *   (build-config/replay-early-taps.js) does what was done before now.
 */
function FirstCommit() {
  useEffect(() => {
    document.getElementById('first-paint')?.remove();
    dropUnshownPageFirstPaint();
    pageHydrated();
    document.dispatchEvent(new Event('island-eats:hydrated'));
  }, []);
  return null;
}

/**
 * What every host page wraps itself in: theme, router and the page's one toast container
 * (top right, 3 s, drag to dismiss at 80 %: SPEC.md §9).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <BrowserRouter>{children}</BrowserRouter>
      <Toasts />
      <FirstCommit />
    </UiProvider>
  );
}
