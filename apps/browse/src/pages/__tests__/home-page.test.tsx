import { screen } from '@testing-library/react';
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

it('leaves an empty list with the empty-state text and the server message when the list fails', async () => {
  answer({ error: 'true', errorMessage: 'The list is resting.' });
  renderApp(<HomePage />);
  expect(await screen.findByText('No restaurants available for this location')).toBeVisible();
  expect(await screen.findByText('The list is resting.')).toBeVisible();
  expect(screen.queryByRole('article')).toBeNull();
});

it('says nothing is there for an island without restaurants', async () => {
  answer({ error: 'false', loginActive: 1, listRestaurants: [] });
  renderApp(<HomePage />);
  expect(await screen.findByText('No restaurants available for this location')).toBeVisible();
});

it('keeps the page when the server cannot be reached', async () => {
  await api.close();
  renderApp(<HomePage />);
  expect(await screen.findByText('No restaurants available for this location')).toBeVisible();
  expect(await screen.findByText('something went wrong!')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Island food, fresh to your door' })).toBeVisible();
});
