import type { RenderedPage } from '../node-host';
import { publicPages } from '../public-pages';

/** A page as rendered with `nonce`, its styles and markup carrying it as the server writes it. */
const pageWith = (nonce: string): RenderedPage => ({
  status: 200,
  personal: false,
  html: `<h1>Restaurants</h1><script nonce="${nonce}"></script>`,
  styles: `<style nonce="${nonce}">h1{}</style>`,
  pageData: {},
  modules: { used: [], unavailable: [] },
});

it('renders a public page once for visitors asking together, each with their own nonce', async () => {
  const page = publicPages();
  const render = jest.fn((nonce: string) => Promise.resolve(pageWith(nonce)));
  const [first, second] = await Promise.all([
    page('none /', 'n1', () => render('n1')),
    page('none /', 'n2', () => render('n2')),
  ]);
  expect(render).toHaveBeenCalledTimes(1);
  expect(first?.styles).toBe('<style nonce="n1">h1{}</style>');
  // the second visitor's policy names n2: the shared page is sent with it
  expect(second?.styles).toBe('<style nonce="n2">h1{}</style>');
  expect(second?.html).toContain('<script nonce="n2">');
  expect(second?.html).not.toContain('n1');

  // another address, or the same with the page cookie, is another page
  await Promise.all([
    page('cookie /', 'n3', () => render('n3')),
    page('none /restaurants', 'n4', () => render('n4')),
  ]);
  expect(render).toHaveBeenCalledTimes(3);
});

it('keeps nothing once sent: the next visitor gets a page rendered for them', async () => {
  const page = publicPages();
  const render = jest.fn((nonce: string) => Promise.resolve(pageWith(nonce)));
  await page('none /', 'n1', () => render('n1'));
  await page('none /', 'n2', () => render('n2'));
  expect(render).toHaveBeenCalledTimes(2);

  // a render that failed fails for those who waited for it, and is not kept either
  const failed = page('none /', 'n3', () => Promise.reject(new Error('slow')));
  const waiting = page('none /', 'n4', () => render('n4'));
  await expect(failed).rejects.toThrow('slow');
  await expect(waiting).rejects.toThrow('slow');
  await page('none /', 'n5', () => render('n5'));
  expect(render).toHaveBeenCalledTimes(3);
});
