import { pagePerTest } from '../support/browser';
import { openOutlets } from '../support/cart-api';
import { restroUrl } from '../support/restro';
import { axeViolations } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// Issue 35, must-add 4: a search inside a menu (the restaurant's page and restro-menu) and the
// restaurant's stars with their review count on its page and its cards.
const session = pagePerTest();

const outletName = 'Cruzan Grill Sunny Isle';

test.each([375, 1280])('a menu at %i px is searched as you type and cleared', async (width) => {
  const { page } = session;
  const outletId = (await openOutlets()).get(outletName);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${shellUrl}/restaurant-details/${outletId}/menu`);
  const hero = page.getByRole('region', { name: 'Restaurant' });
  await hero.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).waitFor();
  await hero.getByText(/^\(\d+ reviews?\)$/).waitFor();

  const search = page.getByRole('searchbox', { name: 'Search dishes' });
  await search.pressSequentially('burger');
  const found = page.getByRole('list', { name: 'Matching dishes' });
  await found.getByRole('listitem', { name: 'Classic Cheeseburger' }).waitFor();
  await expect(page.getByRole('tablist').count()).resolves.toBe(0);
  expect(
    await page
      .getByRole('status')
      .filter({ hasText: /dish(es)? found/ })
      .textContent(),
  ).toMatch(/^\d+ dish(es)? found$/);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.screenshot({ path: `.bench/screenshots/menu-search-${width}.png` });

  await search.fill('lobster thermidor');
  await page.getByText('No dishes match “lobster thermidor”').waitFor();
  await page.screenshot({ path: `.bench/screenshots/menu-search-empty-${width}.png` });
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('tabpanel').waitFor();
  expect(await search.inputValue()).toBe('');
  expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
});

test('the cards on the home page show their stars and review count', async () => {
  const { page } = session;
  await page.goto(shellUrl);
  const card = page.getByRole('listitem').filter({ hasText: 'Cruzan Grill' }).first();
  await card.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).waitFor();
  await card.getByText(/^\(\d+ reviews?\)$/).waitFor();
});

test('restro-menu shares the search', async () => {
  const { page } = session;
  const outletId = (await openOutlets()).get(outletName);
  await page.goto(`${restroUrl}/restro-menu/${outletId}`);
  const search = page.getByRole('searchbox', { name: 'Search dishes' });
  // restro-menu's server paints the menu with its search box; what is typed there before the
  // page's code takes it over is lost (left for issue 34): type into the live one
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('input[type="search"]') ?? {}).some((key) =>
      key.startsWith('__reactProps$'),
    ),
  );
  await search.pressSequentially('cheese');
  // (an earlier test may have marked it out of stock, which its name then says too)
  await page
    .getByRole('list', { name: 'Matching dishes' })
    .getByRole('listitem', { name: /^Classic Cheeseburger/ })
    .waitFor();
});
