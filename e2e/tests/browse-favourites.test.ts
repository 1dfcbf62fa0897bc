import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { cardNames, listed, nearBy } from '../support/browse';
import { api } from '../support/api';
import { axeViolations, dialog, logIn, sessionToken, signUpViaApi } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();

const banner = (p: Page) => p.getByRole('banner');

test('a heart adds a favourite, the header counts it, /favorites lists it and its heart removes it', async () => {
  const { page } = session;
  const { phone, password } = await signUpViaApi('Favourite Keeper');
  await logIn(page, phone, password);
  await page.goto(`${shellUrl}/favorites`);
  await page.getByText('No Favorites List').waitFor();

  const [restaurant] = await listed('st_croix');
  const name = restaurant!.restaurantName;
  await page.goto(shellUrl);
  await cardNames(nearBy(page));
  const heart = nearBy(page).getByRole('button', { name: `Favourite ${name}` });
  expect(await heart.getAttribute('aria-pressed')).toBe('false');
  await heart.click();
  await banner(page).getByRole('link', { name: 'Favourites, 1 restaurant' }).waitFor();
  // every card of the restaurant shows it, in all three carousels
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll(`button[aria-label="${label}"]`)].every(
        (button) => button.getAttribute('aria-pressed') === 'true',
      ),
    `Favourite ${name}`,
  );

  await banner(page).getByRole('link', { name: 'Favourites, 1 restaurant' }).click();
  await page.waitForURL(`${shellUrl}/favorites`);
  const favourites = page.getByRole('list', { name: 'Favorites' });
  expect(await cardNames(favourites)).toEqual([name]);
  const card = favourites.locator('article').first();
  // the average stars, or the words for a restaurant nobody rated yet
  await card.getByText(/^(\d\.\d|No reviews yet)$/).waitFor();
  await page.screenshot({ path: '.bench/screenshots/browse-favorites-1280.png', fullPage: true });
  expect(await axeViolations(page, 'body')).toEqual([]);

  await card.getByRole('button', { name: `Favourite ${name}` }).click();
  await page.getByText('No Favorites List').waitFor();
  await banner(page).getByRole('link', { name: 'Favourites, 0 restaurants' }).waitFor();
});

test('a visitor pressing a heart gets the Log In modal', async () => {
  const { page } = session;
  await page.goto(shellUrl);
  await cardNames(nearBy(page));
  await nearBy(page)
    .getByRole('button', { name: /^Favourite / })
    .first()
    .click();
  await dialog(page, 'Log In').waitFor();
});

test("the header counts this island's favourites, as /favorites lists them, at once on a toggle", async () => {
  const { page } = session;
  const { phone, password } = await signUpViaApi('Two Island Fan');
  await logIn(page, phone, password);
  const token = await sessionToken(page);
  // a favourite on the other island, and one here
  const [thomas] = await listed('st_thomas');
  const [first, second] = await listed('st_croix');
  await api(
    'toggleFavourite',
    { restaurantId: thomas!.restaurantId, located_at: 'st_thomas' },
    token,
  );
  await api('toggleFavourite', { restaurantId: first!.restaurantId }, token);

  await page.goto(shellUrl);
  await cardNames(nearBy(page));
  await banner(page).getByRole('link', { name: 'Favourites, 1 restaurant' }).waitFor();
  await nearBy(page)
    .getByRole('button', { name: `Favourite ${second!.restaurantName}` })
    .click();
  await banner(page).getByRole('link', { name: 'Favourites, 2 restaurants' }).waitFor();

  await banner(page).getByRole('link', { name: 'Favourites, 2 restaurants' }).click();
  await page.waitForURL(`${shellUrl}/favorites`);
  const favourites = page.getByRole('list', { name: 'Favorites' });
  expect((await cardNames(favourites)).sort()).toEqual(
    [first!.restaurantName, second!.restaurantName].sort(),
  );
  await favourites.getByRole('button', { name: `Favourite ${first!.restaurantName}` }).click();
  await banner(page).getByRole('link', { name: 'Favourites, 1 restaurant' }).waitFor();
  await page.reload();
  await banner(page).getByRole('link', { name: 'Favourites, 1 restaurant' }).waitFor();
  expect(await cardNames(page.getByRole('list', { name: 'Favorites' }))).toEqual([
    second!.restaurantName,
  ]);
});
