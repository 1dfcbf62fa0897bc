import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toasts, UiProvider } from '@island-eats/ui';

/**
 * What every host page wraps itself in: theme, router and the page's one toast container
 * (top right, 3 s, drag to dismiss at 80 %: SPEC.md §9).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <BrowserRouter>{children}</BrowserRouter>
      <Toasts />
    </UiProvider>
  );
}
