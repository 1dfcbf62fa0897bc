import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, startApi, type TestServer } from '@island-eats/app-frame/testing';
import { restaurant } from '../../testing/restaurant-fixtures';
import HomePage from '../home-page';

let api: TestServer;
beforeEach(async () => {
  api = await startApi();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => api.close());

const locations = {
  error: 'false',
  located_at: [
    { id: 0, name: '', displayName: 'Select Location' },
    { id: 1, name: 'st_croix', displayName: 'St. Croix' },
    { id: 2, name: 'st_thomas', displayName: 'St. Thomas' },
  ],
  tip: [],
};

function answer(listRestaurant: object) {
  api.reply((request) =>
    request.path.endsWith('/getloginSetting') ? { body: locations } : { body: listRestaurant },
  );
}

it('shows the same list in the three carousels', async () => {
  answer({ error: 'false', loginActive: 1, listRestaurants: [restaurant(1, 'Cruzan Grill')] });
  renderApp(<HomePage />);
  expect(await screen.findAllByRole('heading', { name: 'Cruzan Grill' })).toHaveLength(3);
  for (const title of ['Restaurants Near By', 'Lunch Break', 'Dinner']) {
    expect(await screen.findByRole('region', { name: title })).toHaveTextContent('Cruzan Grill');
  }
  const listCall = api.received.find((request) => request.path.endsWith('/listRestaurant'));
  expect(JSON.parse(listCall!.body)).toMatchObject({
    type: 'Take Out',
    located_at: 'st_croix',
    latitude: 17.736537,
    longitude: -64.735021,
  });
});

it('shows a refused list as a failure with Try again, never as an empty list', async () => {
  answer({ error: 'true', errorMessage: 'The list is resting.' });
  renderApp(<HomePage />);
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('We could not load the restaurants.');
  expect(failure).toHaveTextContent('The list is resting.');
  expect(screen.queryByText('No restaurants available for this location')).toBeNull();
  expect(screen.queryByRole('article')).toBeNull();

  answer({ error: 'false', loginActive: 1, listRestaurants: [restaurant(1, 'Cruzan Grill')] });
  await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByRole('heading', { name: 'Cruzan Grill' })).toHaveLength(3);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('reads the list again by itself once the database is back', async () => {
  const outage = 'We cannot reach our database right now. Please try again in a moment.';
  api.reply((request) =>
    request.path.endsWith('/getloginSetting')
      ? { body: locations }
      : { status: 503, body: { error: 'true', errorMessage: outage } },
  );
  renderApp(<HomePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(outage);
  expect(screen.queryByText('No restaurants available for this location')).toBeNull();

  answer({ error: 'false', loginActive: 1, listRestaurants: [restaurant(1, 'Cruzan Grill')] });
  expect(
    await screen.findAllByRole('heading', { name: 'Cruzan Grill' }, { timeout: 4000 }),
  ).toHaveLength(3);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('says nothing is there for an island without restaurants', async () => {
  answer({ error: 'false', loginActive: 1, listRestaurants: [] });
  renderApp(<HomePage />);
  expect(await screen.findByText('No restaurants available for this location')).toBeVisible();
});

it('keeps the page and shows the failure when the server cannot be reached', async () => {
  await api.close();
  renderApp(<HomePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('something went wrong!');
  expect(screen.queryByText('No restaurants available for this location')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Island food, fresh to your door' })).toBeVisible();
});

it('shows the list the page server handed at once and does not read it again', async () => {
  answer({ error: 'false', loginActive: 1, listRestaurants: [restaurant(2, 'read again')] });
  const handed = { restaurants: [restaurant(1, 'Cruzan Grill')], lastPage: 1 };
  renderApp(<HomePage />, {
    // the list's name, then its inputs: order type, cuisine, favourites, search, island:login:point
    handed: { '["restaurants","Take Out",null,null,null,"st_croix:false:0"]': handed },
  });
  // the first render, as the server rendered it: no skeletons
  expect(screen.getAllByRole('heading', { name: 'Cruzan Grill' })).toHaveLength(3);
  // the island choices, read as the page mounts: a list read started with them is in by then
  await waitFor(() =>
    expect(api.received.some((request) => request.path.endsWith('/getloginSetting'))).toBe(true),
  );
  expect(api.received.some((request) => request.path.endsWith('/listRestaurant'))).toBe(false);
});
