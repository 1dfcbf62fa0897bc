import type { RenderedPage } from '../node-host';
import { PUBLIC_PAGE_MS, publicPages } from '../public-pages';

/** A page as rendered with `nonce`, its styles and markup carrying it as the server writes it. */
const pageWith = (nonce: string, unavailable: string[] = []): RenderedPage => ({
  status: 200,
  personal: false,
  html: `<h1>Restaurants</h1><script nonce="${nonce}"></script>`,
  styles: `<style nonce="${nonce}">h1{}</style>`,
  pageData: {},
  modules: { used: [], unavailable: unavailable as RenderedPage['modules']['unavailable'] },
});

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

it('renders a public page once for visitors asking together, each with their own nonce', async () => {
  const page = publicPages();
  const render = jest.fn((nonce: string) => Promise.resolve(pageWith(nonce)));
  const [first, second] = await Promise.all([
    page('none /', 'n1', () => render('n1')),
    page('none /', 'n2', () => render('n2')),
  ]);
  expect(render).toHaveBeenCalledTimes(1);
  expect(first?.styles).toBe('<style nonce="n1">h1{}</style>');
  // the second visitor's policy names n2: the kept page is sent with it
  expect(second?.styles).toBe('<style nonce="n2">h1{}</style>');
  expect(second?.html).toContain('<script nonce="n2">');
  expect(second?.html).not.toContain('n1');

  // another address, or the same with the page cookie, is another page
  await page('cookie /', 'n3', () => render('n3'));
  await page('none /restaurants', 'n4', () => render('n4'));
  expect(render).toHaveBeenCalledTimes(3);
});

it('renders again once the page is older than its keeping time', async () => {
  const page = publicPages();
  const render = jest.fn((nonce: string) => Promise.resolve(pageWith(nonce)));
  await page('none /', 'n1', () => render('n1'));
  jest.advanceTimersByTime(PUBLIC_PAGE_MS - 1);
  await page('none /', 'n2', () => render('n2'));
  expect(render).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  await page('none /', 'n3', () => render('n3'));
  expect(render).toHaveBeenCalledTimes(2);
});

it('keeps neither a render that failed nor one where a remote was not there in time', async () => {
  const page = publicPages();
  await expect(page('none /', 'n1', () => Promise.reject(new Error('slow')))).rejects.toThrow();
  const fallback = await page('none /', 'n2', () =>
    Promise.resolve(pageWith('n2', ['browse/routes'])),
  );
  expect(fallback?.modules.unavailable).toEqual(['browse/routes']);
  await Promise.resolve();
  const render = jest.fn(() => Promise.resolve(pageWith('n3')));
  const fresh = await page('none /', 'n3', render);
  expect(render).toHaveBeenCalledTimes(1);
  expect(fresh?.modules.unavailable).toEqual([]);
});
