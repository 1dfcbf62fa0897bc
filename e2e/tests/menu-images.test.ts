import { pagePerTest } from '../support/browser';
import { openOutlets } from '../support/cart-api';
import { shellUrl } from '../support/site';

// The demo's pictures on a menu: real files from the API (never in the JS bundles), each with
// its size reserved so nothing moves as they arrive, lazy below the fold.
const session = pagePerTest();

test.each([375, 1280])(
  'a menu at %i px shows every picture, sized up front, without shifts',
  async (width) => {
    const { page } = session;
    const outletId = (await openOutlets()).get('Cruzan Grill Sunny Isle');
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${shellUrl}/restaurant-details/${outletId}/menu`);
    await page.getByRole('listitem', { name: 'Classic Cheeseburger' }).waitFor();
    await page.waitForFunction(() =>
      [...document.images].every((img) => img.loading === 'lazy' || img.complete),
    );
    await page.waitForTimeout(500);
    const images = await page.$$eval('img', (all) =>
      all.map((img) => ({
        src: img.currentSrc,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.loading,
        loaded: img.complete && img.naturalWidth > 0,
        inView: img.getBoundingClientRect().top < window.innerHeight,
      })),
    );
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) {
      expect(image.src).toMatch(/\/images\/(restaurants|dishes)\/\d+\.svg$/);
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      if (image.inView) expect(image.loaded).toBe(true);
    }
    const dishes = images.filter((image) => image.src.includes('/dishes/'));
    expect(dishes.every((image) => image.loading === 'lazy')).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    ).toBeLessThan(0.02);
    await page.screenshot({ path: `.bench/screenshots/menu-images-${width}.png` });
  },
);
