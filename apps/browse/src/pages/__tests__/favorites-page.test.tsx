import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, startApi, type TestServer } from '@island-eats/app-frame/testing';
import { restaurant } from '../../testing/restaurant-fixtures';
import FavoritesPage from '../favorites-page';

let api: TestServer;
let favourites = Array.from({ length: 12 }, (_, i) => ({ ...restaurant(i + 1), is_like: 1 }));

beforeEach(async () => {
  favourites = Array.from({ length: 12 }, (_, i) => ({ ...restaurant(i + 1), is_like: 1 }));
  api = await startApi();
  localStorage.setItem('session', JSON.stringify({ token: 'T', udId: 'U', userName: 'Fan' }));
  api.reply((request) => {
    if (request.path.endsWith('/toggleFavourite')) {
      const { restaurantId } = JSON.parse(request.body) as { restaurantId: number };
      favourites = favourites.filter((r) => r.restaurantId !== restaurantId);
      return { body: { error: 'false', is_like: 0, FavouriteCount: favourites.length } };
    }
    const page = Number(request.query.get('page') ?? 1);
    const lastPage = Math.max(1, Math.ceil(favourites.length / 10));
    return {
      body: {
        error: 'false',
        loginActive: 1,
        listRestaurants: favourites.slice((page - 1) * 10, page * 10),
        current_page: page,
        last_page: lastPage,
        total: favourites.length,
      },
    };
  });
});
afterEach(async () => {
  localStorage.clear();
  await api.close();
});

const cards = () =>
  within(screen.getByRole('list', { name: 'Favorites' })).getAllByRole('heading', { level: 2 });

it('pages the favourites 10 at a time and removes one with its heart', async () => {
  const user = userEvent.setup();
  renderApp(<FavoritesPage />);
  await screen.findByRole('heading', { name: 'Restaurant 1' });
  expect(cards()).toHaveLength(10);
  const listCall = api.received.find((r) => r.path.endsWith('/listRestaurant'));
  expect(JSON.parse(listCall!.body)).toMatchObject({ favorites: 1 });

  const pages = screen.getByRole('navigation', { name: 'Favorites pages' });
  await user.click(within(pages).getByRole('button', { name: /2/ }));
  await screen.findByRole('heading', { name: 'Restaurant 11' });
  expect(cards()).toHaveLength(2);

  // removing the last two empties page 2: the page before it shows
  await user.click(screen.getByRole('button', { name: 'Favourite Restaurant 11' }));
  await screen.findByRole('heading', { name: 'Restaurant 12' });
  await user.click(screen.getByRole('button', { name: 'Favourite Restaurant 12' }));
  await screen.findByRole('heading', { name: 'Restaurant 1' });
  expect(cards()).toHaveLength(10);
  expect(screen.queryByRole('navigation', { name: 'Favorites pages' })).toBeNull();
});

it("says 'No Favorites List' when there are none", async () => {
  favourites = [];
  renderApp(<FavoritesPage />);
  expect(await screen.findByText('No Favorites List')).toBeVisible();
});

it('shows a failed read as a failure, not as no favourites, and reads it again by itself', async () => {
  api.reply(() => ({ body: null, status: 502 }));
  renderApp(<FavoritesPage />);
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('We could not load your favorites.');
  expect(within(failure).getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(screen.queryByText('No Favorites List')).toBeNull();

  api.reply(() => ({
    body: { error: 'false', loginActive: 1, listRestaurants: favourites, last_page: 2 },
  }));
  expect(
    await screen.findByRole('heading', { name: 'Restaurant 1' }, { timeout: 4000 }),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
});
