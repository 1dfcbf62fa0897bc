import './painted-my-cart';
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { UiProvider } from '@island-eats/ui';
import { lazyPage } from '../../lazy-page';
import { registerRemoteManifests } from '../load-remote-module';
import { deferred } from './deferred';
import { RemotePage } from '../remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeAll(() => {
  registerRemoteManifests({
    browse: 'http://browse.test/mf-manifest.json',
    menu_cart: 'http://menu-cart.test/mf-manifest.json',
  } as never);
  // the first render replaces #root's content
  document.body.innerHTML = '';
});

const renderAt = (path: string, id: 'browse/routes' | 'menu_cart/routes', page: string) =>
  act(async () =>
    render(
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <RemotePage id={id} page={page} />
        </MemoryRouter>
      </UiProvider>,
    ),
  );

// (first: the other keeps the first paint's styles to the end)
it('shows the loader on any other page than the one the HTML painted', async () => {
  jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
  const { unmount } = await renderAt('/restaurants', 'browse/routes', 'Restaurants');

  expect(screen.getByText('Loading page')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'My Cart' })).toBeNull();
  unmount();
});

it("keeps the page's first paint until the page renders, then drops its styles", async () => {
  const routes = deferred<unknown>();
  const pageCode = deferred<{ default: ComponentType }>();
  jest.mocked(loadRemote).mockReturnValue(routes.promise);
  await renderAt('/my-cart', 'menu_cart/routes', 'MyCart');

  expect(screen.getByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
  expect(screen.queryByText('Loading page')).toBeNull();
  // the routes module is in, the page's own code not yet: still the first paint
  await act(async () => routes.resolve({ pages: { MyCart: lazyPage(() => pageCode.promise) } }));
  expect(screen.getByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
  expect(screen.queryByText('Loading page')).toBeNull();
  expect(document.getElementById('page-first-paint-style')).not.toBeNull();

  await act(async () => pageCode.resolve({ default: () => <h1>My Cart, rendered</h1> }));
  expect(screen.getByRole('heading', { name: 'My Cart, rendered' })).toBeInTheDocument();
  expect(document.getElementById('page-first-paint')).toBeNull();
  expect(document.getElementById('page-first-paint-style')).toBeNull();
});
