import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { cardNames, listed, names, orderTypeOption, waitForCards } from '../support/browse';
import { axeViolations } from '../support/shell-auth';
import { apiUrl, shellUrl } from '../support/site';

const session = pagePerTest();

const cards = (p: Page, name = 'Restaurants') => p.getByRole('list', { name });

test('shows 16 restaurants, View More adds the next 16 from the server pages, View Less removes them', async () => {
  const { page } = session;
  const all = names(await listed('st_croix'));
  expect(all.length).toBeGreaterThan(16);
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/listRestaurant?')) pages.push(new URL(request.url()).search);
  });
  await page.goto(`${shellUrl}/restaurants`);
  await waitForCards(cards(page), all.slice(0, 16));
  // 16 cards need two server pages of 10; the third waits for View More
  expect(pages).toContain('?page=2&size=10');
  expect(pages).not.toContain('?page=3&size=10');
  await page.screenshot({ path: '.bench/screenshots/browse-restaurants-1280.png', fullPage: true });
  expect(await axeViolations(page, 'body')).toEqual([]);

  await page.getByRole('button', { name: 'View More' }).click();
  await waitForCards(cards(page), all.slice(0, 32));
  const needed = Math.ceil(Math.min(32, all.length) / 10);
  expect([...new Set(pages)]).toEqual(
    Array.from({ length: needed }, (_, i) => `?page=${i + 1}&size=10`),
  );
  expect(await page.getByRole('button', { name: 'View More' }).count()).toBe(0);
  await page.getByRole('button', { name: 'View Less' }).click();
  await waitForCards(cards(page), all.slice(0, 16));
  expect(await page.getByRole('button', { name: 'View Less' }).count()).toBe(0);
});

test('the cuisine filter lists that cuisine at /restaurants/{cuisineId}', async () => {
  const { page } = session;
  const answer = await fetch(`${apiUrl}/api/v1/listCuisines?located_at=st_croix`);
  const { cuisines } = (await answer.json()) as { cuisines: { id: number; name: string }[] };
  const seafood = cuisines.find((c) => c.name === 'Seafood')!;
  await page.goto(`${shellUrl}/restaurants`);
  await cardNames(cards(page));
  await page
    .getByRole('navigation', { name: 'Cuisines' })
    .getByRole('link', { name: 'Seafood' })
    .click();
  await page.waitForURL(`${shellUrl}/restaurants/${seafood.id}`);
  await page.getByRole('heading', { level: 1, name: 'Seafood' }).waitFor();
  const expected = names(await listed('st_croix', 'Take Out', { cuisineId: [seafood.id] }));
  await waitForCards(cards(page, 'Seafood'), expected.slice(0, 16));
});

test('Pick UP / Delivery tabs re-list; the list view lays cards out as rows', async () => {
  const { page } = session;
  await page.goto(`${shellUrl}/restaurants`);
  await cardNames(cards(page));
  await orderTypeOption(page, 'Delivery').click();
  await waitForCards(cards(page), names(await listed('st_croix', 'Delivery')).slice(0, 16));

  const first = cards(page).locator('article').first();
  const imageBeside = async () => {
    const image = (await first.locator('img').boundingBox())!;
    const name = (await first.locator('h2').boundingBox())!;
    return name.x >= image.x + image.width - 1;
  };
  expect(await imageBeside()).toBe(false);
  await page.getByRole('radio', { name: 'List view' }).click();
  expect(await imageBeside()).toBe(true);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '.bench/screenshots/browse-restaurants-375.png', fullPage: true });
});

test("a search for '<script>' or 500 characters is harmless", async () => {
  const { page } = session;
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`${shellUrl}/restaurants`);
  const search = page.getByRole('searchbox', { name: 'Search restaurants' });
  await search.fill('<script>alert(1)</script>');
  await search.press('Enter');
  await page.getByText('No restaurants available for this location').waitFor();
  await page.getByRole('heading', { name: 'Results for "<script>alert(1)</script>"' }).waitFor();

  await search.fill('x'.repeat(500));
  expect((await search.inputValue()).length).toBe(100);
  await search.press('Enter');
  await page.getByText('No restaurants available for this location').waitFor();
  expect(dialogs).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
});
