/**
 * @jest-environment node
 */
import { bus } from '@island-eats/event-bus';
import { renderFirstPaint } from './first-paint';

// the page's bus listens to the other tabs for as long as it lives: here, until the tests end
afterAll(() => bus.close());

describe('renderFirstPaint', () => {
  const paint = renderFirstPaint();

  it('is the header with its logo and links, an empty main and no footer', () => {
    expect(paint.html).toContain('<header');
    expect(paint.html).toContain('aria-label="Island Eats home"');
    expect(paint.html).toContain('>Home</a>');
    expect(paint.html).toMatch(/<main[^>]*id="main"[^>]*><\/main>/);
    // the skip link, first in the tab order, leads to that main region
    expect(paint.html).toMatch(
      /^<div[^>]*><a [^>]*href="#main"[^>]*>Skip to main content<\/a><header/,
    );
    expect(paint.html).toMatch(/<main[^>]*tabindex="-1"/);
    expect(paint.html).not.toContain('<footer');
  });

  it('leaves out what depends on who is logged in', () => {
    expect(paint.html).not.toContain('Log In');
    expect(paint.html).not.toContain('Profile');
  });

  it('carries the styles it paints with, the global reset included', () => {
    expect(paint.css).toContain('body{');
    expect(paint.css).toContain('box-sizing:border-box');
  });

  it('tells the page server which pages stand alone, and whose code (remote and page) each page is', () => {
    expect(paint.routes).toContainEqual({
      path: '/restro-menu/:outletId',
      remote: 'restro_menu',
      page: 'RestroMenu',
      frame: false,
    });
    expect(paint.routes).toContainEqual({ path: '/', remote: 'browse', page: 'Home', frame: true });
    expect(paint.routes).toContainEqual({
      path: '/checkout',
      remote: 'checkout_pay',
      page: 'Checkout',
      frame: true,
    });
  });
});
