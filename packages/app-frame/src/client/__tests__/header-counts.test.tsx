import { act, screen } from '@testing-library/react';
import { scopePageData, setSession } from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';
import { renderApp, startApi, type TestServer } from '../../testing';
import { startCounts, useHeaderCounts } from '../header-counts';

// The bus keeps what was published for the whole file: the first test sees it empty, as a
// page does at its start.

let api: TestServer;
beforeEach(async () => {
  api = await startApi();
  setSession({ token: 't', udId: 'X', userName: 'Ada' } as never);
  api.reply(() => ({ body: { error: 'false', count: 3, FavouriteCount: 5 } }));
});
afterEach(() => api.close());

function Counts() {
  const { cart, favourites } = useHeaderCounts();
  return <p>{`cart ${cart}, favourites ${favourites}`}</p>;
}

const countReads = () => api.received.filter((request) => request.path.endsWith('/cartCount'));

it('paints the counts the page came with, and publishes them at the start without a read', async () => {
  renderApp(<Counts />, { handed: { '["counts"]': { count: 2, FavouriteCount: 1 } } });
  expect(screen.getByText('cart 2, favourites 1')).toBeInTheDocument();

  act(() => startCounts());
  expect(bus.last('cartCount')).toBe(2);
  expect(bus.last('favouritesCount')).toBe(1);
  // a read the start made would have reached the local API by now
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(countReads()).toHaveLength(0);

  // what the bus publishes later (a dish added) wins over what the page came with
  act(() => bus.publish('cartCount', 4));
  expect(screen.getByText('cart 4, favourites 1')).toBeInTheDocument();
});

it('reads the counts at the start of a page that came without them', async () => {
  // the page's own answers (none here), not those the last test's render was handed
  scopePageData(() => undefined);
  act(() => startCounts());
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(countReads()).toHaveLength(1);
  expect(bus.last('cartCount')).toBe(3);
  expect(bus.last('favouritesCount')).toBe(5);
});
