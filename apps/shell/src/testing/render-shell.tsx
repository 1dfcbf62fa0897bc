import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toasts, UiProvider } from '@island-eats/ui';
import { authFlowAtom, closedFlow, type AuthFlow } from '../features/auth/auth-flow';

/** Renders shell UI with theme, router, a toast container and its own jotai store. */
export function renderShell(ui: ReactElement, flow: Partial<AuthFlow> = {}) {
  const store = createStore();
  store.set(authFlowAtom, { ...closedFlow, ...flow });
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter>{ui}</MemoryRouter>
        <Toasts />
      </UiProvider>
    </Provider>,
  );
  return { ...view, store };
}
