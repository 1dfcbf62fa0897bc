import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ID, pageHydrated } from '@island-eats/api-client';
import { ReadsProbe, type Reads } from './reads-probe';
import type * as Server from './render-on-server';

/**
 * The page server's render, with a React and modules of its own as in its own process: in one
 * module registry the server renderer leaves its context values behind for the browser's.
 */
function renderOnServer(reads: Reads) {
  let server: typeof Server | undefined;
  jest.isolateModules(() => {
    server = jest.requireActual<typeof Server>('./render-on-server');
  });
  return server!.renderOnServer(reads);
}

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));

it('renders a page with its reads on the server and hydrates it without reading again', async () => {
  const menuOnServer = jest.fn(() => later('Conch Fritters'));
  const reviewsOnServer = jest.fn(() => Promise.reject(new Error('API not reached')));
  const { html, answers } = await renderOnServer({ menu: menuOnServer, reviews: reviewsOnServer });
  // each read once, though the render waited for it and went again
  expect(menuOnServer).toHaveBeenCalledTimes(1);
  expect(reviewsOnServer).toHaveBeenCalledTimes(1);
  expect(html).toContain('menu: <!-- -->Conch Fritters');
  // a read that failed on the server is the browser's to make: it renders as not yet answered
  expect(html).toContain('reviews: <!-- -->loading');
  expect(answers).toEqual({ '["menu",7]': 'Conch Fritters' });

  document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(
    answers,
  )}</script><div id="root">${html}</div>`;
  const menuInBrowser = jest.fn(() => later('read again'));
  const reviewsInBrowser = jest.fn(() => later('5 reviews'));
  const mismatches = jest.fn();
  await act(async () => {
    hydrateRoot(
      document.getElementById('root')!,
      <ReadsProbe menu={menuInBrowser} reviews={reviewsInBrowser} />,
      { onRecoverableError: mismatches },
    );
  });
  expect(mismatches).not.toHaveBeenCalled();
  expect(menuInBrowser).not.toHaveBeenCalled();
  expect(reviewsInBrowser).toHaveBeenCalledTimes(1);
  expect(document.body).toHaveTextContent('menu: Conch Fritters');
  await act(() => later(null));
  expect(document.body).toHaveTextContent('reviews: 5 reviews');
});

it('reads afresh in a page that mounts after the first render', async () => {
  pageHydrated();
  const menu = jest.fn(() => later('Johnny Cakes'));
  const reviews = jest.fn(() => later('no reviews yet'));
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => createRoot(container).render(<ReadsProbe menu={menu} reviews={reviews} />));
  expect(menu).toHaveBeenCalledTimes(1);
  expect(container).toHaveTextContent('menu: loading');
  await act(() => later(null));
  expect(container).toHaveTextContent('menu: Johnny Cakes');
});
