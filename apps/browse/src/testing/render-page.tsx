import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from '@island-eats/api-client';
import { startTestServer } from '@island-eats/api-client/testing';
import { Toasts, UiProvider } from '@island-eats/ui';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A real local HTTP server the page's calls go to; answers are set per test. */
export async function startApi(): Promise<TestServer> {
  const server = await startTestServer();
  configureApi({ apiBase: server.url, imageBase: server.url });
  return server;
}

/** Renders a page at `path` (matched by `route`) with theme, router and the toast container. */
export function renderPage(page: ReactElement, path = '/', route = '/') {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
      <Toasts />
    </UiProvider>,
  );
}
