import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, startApi, type TestServer } from '@island-eats/app-frame/testing';
import RestaurantsPage from '../restaurants-page';
import { restaurant } from '../../testing/restaurant-fixtures';

const ALL = Array.from({ length: 25 }, (_, i) => restaurant(i + 1));

let api: TestServer;
beforeEach(async () => {
  api = await startApi();
  localStorage.clear();
  // Server pages of 10, as listRestaurant answers ?page=&size=10.
  api.reply((request) => {
    if (!request.path.endsWith('/listRestaurant'))
      return { body: { error: 'false', cuisines: [], located_at: [] } };
    const page = Number(request.query.get('page') ?? 1);
    return {
      body: {
        error: 'false',
        loginActive: 1,
        listRestaurants: ALL.slice((page - 1) * 10, page * 10),
        current_page: page,
        last_page: 3,
        total: ALL.length,
      },
    };
  });
});
afterEach(() => api.close());

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Restaurants' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const pagesAsked = () =>
  api.received.filter((r) => r.path.endsWith('/listRestaurant')).map((r) => r.query.get('page'));

it('shows 16 from two server pages, adds the rest with View More and removes them with View Less', async () => {
  const user = userEvent.setup();
  renderApp(<RestaurantsPage />, { path: '/restaurants', route: '/restaurants' });
  await screen.findByRole('button', { name: 'View More' });
  await waitFor(() => expect(cardNames()).toHaveLength(16));
  expect(pagesAsked()).toEqual(['1', '2']);
  expect(screen.queryByRole('button', { name: 'View Less' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'View More' }));
  await screen.findByRole('button', { name: 'View Less' });
  await within(screen.getByRole('list', { name: 'Restaurants' })).findByText('Restaurant 25');
  expect(cardNames()).toHaveLength(25);
  expect(pagesAsked()).toEqual(['1', '2', '3']);
  expect(screen.queryByRole('button', { name: 'View More' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'View Less' }));
  expect(cardNames()).toHaveLength(16);
  // the pages already read are kept: View More again asks nothing
  await user.click(screen.getByRole('button', { name: 'View More' }));
  expect(cardNames()).toHaveLength(25);
  expect(pagesAsked()).toEqual(['1', '2', '3']);
});

it('filters by the cuisine in the path', async () => {
  renderApp(<RestaurantsPage />, { path: '/restaurants/4', route: '/restaurants/:cuisineId' });
  await screen.findByRole('button', { name: 'View More' });
  const first = api.received.find((r) => r.path.endsWith('/listRestaurant'));
  expect(JSON.parse(first!.body)).toMatchObject({ cuisineId: [4] });
});

const OUTAGE = 'We cannot reach our database right now. Please try again in a moment.';

it('shows a failed search as a failure, never as no restaurants, and reads it again by itself', async () => {
  let down = true;
  api.reply((request) => {
    if (!request.path.endsWith('/searchRestaurants'))
      return { body: { error: 'false', cuisines: [], located_at: [] } };
    if (down) return { status: 503, body: { error: 'true', errorMessage: OUTAGE } };
    return { body: { error: 'false', list: [restaurant(7, 'Cruzan Grill')] } };
  });
  renderApp(<RestaurantsPage />, { path: '/restaurants?search=Cruzan', route: '/restaurants' });
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('We could not load the restaurants.');
  expect(failure).toHaveTextContent(OUTAGE);
  expect(within(failure).getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(screen.queryByText('No restaurants available for this location')).toBeNull();

  down = false;
  expect(
    await screen.findByRole('heading', { name: 'Cruzan Grill' }, { timeout: 4000 }),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('keeps the list when View More fails and reads the page again with Try again', async () => {
  const user = userEvent.setup();
  renderApp(<RestaurantsPage />);
  await screen.findByRole('button', { name: 'View More' });
  api.reply(() => ({ body: { error: 'true', errorMessage: 'The list is resting.' } }));
  await user.click(screen.getByRole('button', { name: 'View More' }));
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('The list is resting.');
  // the two pages read so far stay; the third failed
  expect(cardNames()).toHaveLength(20);

  api.reply((request) => {
    const page = Number(request.query.get('page') ?? 1);
    return {
      body: {
        error: 'false',
        loginActive: 1,
        listRestaurants: ALL.slice((page - 1) * 10, page * 10),
        current_page: page,
        last_page: 3,
        total: ALL.length,
      },
    };
  });
  await user.click(within(failure).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(cardNames()).toHaveLength(25));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('names a cuisine from the cuisines the page server handed at once, not read again', async () => {
  renderApp(<RestaurantsPage />, {
    path: '/restaurants/3',
    route: '/restaurants/:cuisineId',
    handed: { '["cuisines","st_croix"]': [{ id: 3, name: 'Caribbean', image: '' }] },
  });
  // the first render, as the server rendered it: the cuisine's name, not 'Restaurants'
  expect(screen.getByRole('heading', { level: 1, name: 'Caribbean' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Cuisines' })).toBeInTheDocument();
  // the list's first page, read as the page mounts: a cuisines read started with it is in by then
  await waitFor(() => expect(pagesAsked()).toEqual(['1', '2']));
  expect(api.received.some((request) => request.path.endsWith('/listCuisines'))).toBe(false);
});
