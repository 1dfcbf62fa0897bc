import './painted-restro-menu';
import { useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { UiProvider } from '@island-eats/ui';
import { registerRemoteManifests } from '../load-remote-module';
import { deferred } from './deferred';
import { PageFirstPaint, PartFirstPaint } from '../page-first-paint';
import { RemotePart } from '../remote-part';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

beforeAll(() => {
  registerRemoteManifests({ menu_cart: 'http://menu-cart.test/mf-manifest.json' } as never);
  // the first render replaces #root's content
  document.body.innerHTML = '';
});

const MENU = 'menu_cart/outlet-menu';
const menuData = deferred<string>();

/** menu-cart's menu: its painted markup until its data answers (as OutletMenu does). */
function Menu() {
  const [dish, setDish] = useState<string>();
  void menuData.promise.then(setDish);
  return dish ? <h3>{dish}, rendered</h3> : <PartFirstPaint part={MENU} fallback="Loading menu" />;
}

/** restro-menu's page: its painted first paint until the outlet's details answer. */
function Page({ details }: { details: boolean }) {
  if (!details) return <PageFirstPaint fallback="Loading restaurant" />;
  return (
    <>
      <h1>Cruzan Grill, rendered</h1>
      <RemotePart
        id={MENU}
        loading={<PartFirstPaint part={MENU} fallback="Loading menu" />}
        props={{ outletId: 1, restaurantImage: '', muted: false }}
      />
    </>
  );
}

const app = (page: ReactNode) => (
  <UiProvider>
    <MemoryRouter initialEntries={['/restro-menu/1']}>{page}</MemoryRouter>
  </UiProvider>
);

it("keeps a part's painted markup in its place while its code and then its data load", async () => {
  const menuCode = deferred<{ default: () => ReactNode }>();
  jest.mocked(loadRemote).mockReturnValue(menuCode.promise);
  const { rerender } = render(app(<Page details={false} />));
  expect(screen.getByRole('heading', { name: 'Cruzan Grill' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Classic Cheeseburger' })).toBeInTheDocument();

  // the page has its details; menu-cart's code is not in yet: the painted menu stays alone
  await act(async () => rerender(app(<Page details />)));
  expect(screen.getByRole('heading', { name: 'Cruzan Grill, rendered' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Classic Cheeseburger' })).toBeInTheDocument();
  expect(document.getElementById('page-first-paint')).toBeNull();

  // its code is in, its data not yet: still the painted menu, never a loader
  await act(async () => menuCode.resolve({ default: Menu }));
  expect(screen.getByRole('heading', { name: 'Classic Cheeseburger' })).toBeInTheDocument();
  expect(screen.queryByText('Loading menu')).toBeNull();
  expect(document.getElementById('page-first-paint-style')).not.toBeNull();

  await act(async () => menuData.resolve('Classic Cheeseburger'));
  expect(
    screen.getByRole('heading', { name: 'Classic Cheeseburger, rendered' }),
  ).toBeInTheDocument();
  expect(document.querySelector('[data-first-paint-part]')).toBeNull();
  expect(document.getElementById('page-first-paint-style')).toBeNull();
});

it('shows the fallback once the painted part has gone (a later load of the part)', () => {
  // its styles went as the part rendered (above)
  expect(document.getElementById('page-first-paint-style')).toBeNull();
  render(app(<PartFirstPaint part={MENU} fallback="Loading menu" />));
  expect(screen.getByText('Loading menu')).toBeInTheDocument();
});
