import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { UiProvider } from '@island-eats/ui';
import type { Dish } from '@island-eats/api-client';
import type { AddToCartModalProps, CartPanelProps } from '../../remote-contracts';
import { provideRemoteModule, registerRemoteManifests } from '../load-remote-module';
import { RemotePart } from '../remote-part';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function FakeCartPanel({ open, onClose }: CartPanelProps) {
  if (!open) return null;
  return (
    <section aria-label="YOUR CART">
      <button onClick={onClose}>Close</button>
    </section>
  );
}

const manifests = {
  browse: 'http://browse.test/mf-manifest.json',
  menu_cart: 'http://menu-cart.test/mf-manifest.json',
  checkout_pay: 'http://checkout-pay.test/mf-manifest.json',
  account: 'http://account.test/mf-manifest.json',
  restro_menu: 'http://restro-menu.test/mf-manifest.json',
};

// React shows a suspended part once its load settles inside act()
const renderPage = (part: ReactNode) =>
  act(async () =>
    render(
      <UiProvider>
        <p>Header stays</p>
        {part}
      </UiProvider>,
    ),
  );
const clickAndSettle = (button: string) =>
  act(() => userEvent.click(screen.getByRole('button', { name: button })));

// @ts-expect-error: the cart panel's contract has no `colour` prop
void (<RemotePart id="menu_cart/cart-panel" props={{ open: true, onClose() {}, colour: 'red' }} />);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  registerRemoteManifests(manifests);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

test('a part that cannot load shows the fallback in its place; Try again loads it with its props', async () => {
  const closed = jest.fn();
  jest
    .mocked(loadRemote)
    .mockRejectedValueOnce(new Error('manifest unreachable'))
    .mockResolvedValueOnce({ default: FakeCartPanel });
  const part = <RemotePart id="menu_cart/cart-panel" props={{ open: true, onClose: closed }} />;
  const { unmount } = await renderPage(part);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This part of Island Eats is not available right now.',
  );
  expect(screen.getByText('Header stays')).toBeInTheDocument();

  await clickAndSettle('Try again');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(closed).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(loadRemote).toHaveBeenLastCalledWith('menu_cart/cart-panel');
  // the retry fetches the remote's manifest afresh instead of the runtime's failed entry
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'menu_cart', entry: manifests.menu_cart }],
    { force: true },
  );

  // a loaded part is kept: mounted again, it shows without loading again
  unmount();
  await renderPage(part);
  expect(screen.getByRole('region', { name: 'YOUR CART' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

test("a custom fallback shows in the part's place and retries it", async () => {
  const dish = { dishName: 'Conch Fritters' } as Dish;
  jest
    .mocked(loadRemote)
    .mockResolvedValueOnce(undefined) // the runtime's answer for a remote it could not load
    .mockResolvedValueOnce({
      default: ({ dish }: AddToCartModalProps) => <h2>{dish.dishName}</h2>,
    });
  await renderPage(
    <RemotePart
      id="menu_cart/add-to-cart-modal"
      props={{ dish, outletId: 1, onClose() {} }}
      fallback={(retry) => <button onClick={retry}>Reload the dish</button>}
    />,
  );
  await clickAndSettle('Reload the dish');
  expect(screen.getByRole('heading', { name: 'Conch Fritters' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reload the dish' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a part the page server rendered shows at once, and one it could not load shows its fallback, then loads on Try again', async () => {
  // what the page server rendered the page with (hydrate-page.ts gives it before hydrating)
  provideRemoteModule('menu_cart/cart-panel', { module: { default: FakeCartPanel } });
  provideRemoteModule('account/address-chooser', { unavailable: true });
  jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => <h2>Choose an address</h2> });
  // the first render is the server's, before anything settles: no loading state anywhere
  render(
    <UiProvider>
      <RemotePart id="menu_cart/cart-panel" props={{ open: true, onClose() {} }} />
      <RemotePart
        id="account/address-chooser"
        props={{} as never}
        loading={<p>Loading addresses</p>}
      />
    </UiProvider>,
  );
  expect(screen.getByRole('region', { name: 'YOUR CART' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This part of Island Eats is not available right now.',
  );
  expect(screen.queryByText('Loading addresses')).not.toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();

  await clickAndSettle('Try again');
  expect(screen.getByRole('heading', { name: 'Choose an address' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('account/address-chooser');
});
