import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, scopePageData, type PageData } from '@island-eats/api-client';
import { startTestServer } from '@island-eats/api-client/testing';
import { Toasts, UiProvider } from '@island-eats/ui';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A real local HTTP server the page's calls go to; answers are set per test. */
export async function startApi(): Promise<TestServer> {
  const server = await startTestServer();
  configureApi({ apiBase: server.url, imageBase: server.url });
  return server;
}

export interface RenderAppOptions {
  /** the URL the router starts at */
  path?: string;
  /** the route pattern `ui` is mounted at, so it can read its params; none: `ui` as it is */
  route?: string;
  /** a jotai store of the test's own (one is made per render otherwise) */
  store?: ReturnType<typeof createStore>;
  /**
   * The answers the page server handed the page, by read (`'["menu",7]'`: the name its
   * useRequest gives it, then its inputs): the page's first render takes them, as after a
   * server render. None: every read is made here.
   */
  handed?: Record<string, unknown>;
}

/** The page's answers as the browser's first render finds them in the page's JSON block. */
const handedAnswers = (answers: Record<string, unknown>): PageData => ({
  take: (key) => (Object.hasOwn(answers, key) ? { data: answers[key] } : undefined),
});

/**
 * Renders app UI as a host would: theme, router, a jotai store and the page's toast container.
 * The one test renderer of every app.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const { path = '/', route, store = createStore(), handed } = options;
  // as the page server's scope hands them (api-client's pageData); none: the page's own block
  const answers = handed && handedAnswers(handed);
  scopePageData(() => answers);
  const wrapper = ({ children }: { children: ReactNode }) => {
    const page = children;
    return (
      <Provider store={store}>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>
            {route ? (
              <Routes>
                <Route path={route} element={page} />
              </Routes>
            ) : (
              page
            )}
          </MemoryRouter>
          <Toasts />
        </UiProvider>
      </Provider>
    );
  };
  return { ...render(ui, { wrapper }), store };
}
