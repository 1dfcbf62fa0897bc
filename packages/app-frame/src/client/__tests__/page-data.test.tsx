import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ID, pageHydrated } from '@island-eats/api-client';
import { ReadsProbe, type Reads } from './reads-probe';
import type * as Server from './render-on-server';

/**
 * The page server's render, with a React and modules of its own as in its own process: in one
 * module registry the server renderer leaves its context values behind for the browser's.
 */
function pageServer(): typeof Server {
  let server: typeof Server | undefined;
  jest.isolateModules(() => {
    server = jest.requireActual<typeof Server>('./render-on-server');
  });
  return server!;
}

const renderOnServer = (reads: Reads) => pageServer().renderOnServer(reads);

/**
 * A browser's page of its own: its api-client reads the page's block afresh (the one of this
 * registry took the first test's page, as a browser takes its one page's).
 */
function newBrowserPage() {
  let page: { act: typeof act; hydrateRoot: typeof hydrateRoot; ReadsProbe: typeof ReadsProbe };
  jest.isolateModules(() => {
    page = {
      act: jest.requireActual<{ act: typeof act }>('react').act,
      hydrateRoot: jest.requireActual<{ hydrateRoot: typeof hydrateRoot }>('react-dom/client')
        .hydrateRoot,
      ReadsProbe: jest.requireActual<{ ReadsProbe: typeof ReadsProbe }>('./reads-probe').ReadsProbe,
    };
  });
  return page!;
}

/** The page as the browser gets it: the handed answers' block and the server's markup. */
function pageCameWith(answers: unknown, html: string) {
  document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(
    answers,
  )}</script><div id="root">${html}</div>`;
}

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));

it('renders a page with its reads on the server and hydrates it without reading again', async () => {
  const menuOnServer = jest.fn(() => later('Conch Fritters'));
  const reviewsOnServer = jest.fn(() => Promise.reject(new Error('API not reached')));
  const { html, answers, notFound } = await renderOnServer({
    menu: menuOnServer,
    reviews: reviewsOnServer,
  });
  // each read once, though the render waited for it and went again
  expect(menuOnServer).toHaveBeenCalledTimes(1);
  expect(reviewsOnServer).toHaveBeenCalledTimes(1);
  expect(html).toContain('menu: <!-- -->Conch Fritters');
  // a read that failed on the server is the browser's to make: it renders as not yet answered
  expect(html).toContain('reviews: <!-- -->loading');
  expect(answers).toEqual({ '["menu",7]': { data: 'Conch Fritters' } });
  expect(notFound).toBe(false);

  pageCameWith(answers, html);
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

it('waits for every read of a page, one after the other in one component', async () => {
  // the second read starts only once the first has answered and the page renders again
  const { html, answers } = await renderOnServer({
    menu: () => later('Conch Fritters'),
    reviews: () => later('5 reviews'),
  });
  expect(html).toContain('menu: <!-- -->Conch Fritters');
  expect(html).toContain('reviews: <!-- -->5 reviews');
  expect(answers).toEqual({
    '["menu",7]': { data: 'Conch Fritters' },
    '["reviews",7]': { data: '5 reviews' },
  });
});

it("hands the API's refusal as the page's answer, shown the same in the browser; a 404 if the page says so", async () => {
  const server = pageServer();
  const refused = new server.ApiError('server', 'Restaurant not found.', 404, {
    error: 'true',
    errorMessage: 'Restaurant not found.',
  });
  const { html, answers, notFound } = await server.renderOnServer({
    menu: () => Promise.reject(refused),
    reviews: () => later('5 reviews'),
  });
  expect(html).toContain('menu: <!-- -->Restaurant not found.');
  expect(answers['["menu",7]']).toEqual({ error: 'Restaurant not found.' });
  expect(notFound).toBe(true);

  pageCameWith(answers, html);
  const browser = newBrowserPage();
  const menuInBrowser = jest.fn(() => later('read again'));
  const mismatches = jest.fn();
  await browser.act(async () => {
    browser.hydrateRoot(
      document.getElementById('root')!,
      <browser.ReadsProbe menu={menuInBrowser} reviews={jest.fn(() => later('read again'))} />,
      { onRecoverableError: mismatches },
    );
  });
  expect(mismatches).not.toHaveBeenCalled();
  expect(menuInBrowser).not.toHaveBeenCalled();
  expect(document.body).toHaveTextContent('menu: Restaurant not found.');
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
