import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toasts, UiProvider } from '@island-eats/ui';

/** Renders menu-cart UI as a host would: theme, router and the page's toast container. */
export function renderApp(ui: ReactElement, path = '/') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      <Toasts />
    </UiProvider>
  );
  return render(ui, { wrapper });
}
