import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError, clearSession, setSession } from '@island-eats/api-client';
import { renderApp } from '@island-eats/app-frame/testing';
import { cartView, line, session } from '../../../../testing/fixtures';
import { cartStore, cartViewAtom } from '../../api/cart-store';
import { CartPanel } from '../cart-panel';
import { apiMock, resetApiMock } from './api-mock';

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  ...jest.requireActual('./api-mock').apiMock,
}));

beforeEach(() => {
  resetApiMock();
  setSession(session);
  cartStore.set(cartViewAtom, null);
});
afterEach(() => clearSession());

function renderPanel(onClose = jest.fn()) {
  renderApp(
    <Routes>
      <Route path="/" element={<CartPanel open onClose={onClose} />} />
      <Route path="/my-cart" element={<h1>My Cart page</h1>} />
    </Routes>,
  );
  return onClose;
}

describe('CartPanel', () => {
  it("says 'Hungry? Add menu items to your order.' when empty", async () => {
    apiMock.viewChosenCart.mockRejectedValue(
      new ApiError('server', 'Your Cart is Empty,Add Something from the Menu', 200, {}),
    );
    renderPanel();
    const panel = screen.getByRole('dialog', { name: 'YOUR CART' });
    expect(await within(panel).findByText('Hungry? Add menu items to your order.')).toBeVisible();
  });

  it('lists the lines with the net amount and goes to My Cart', async () => {
    const user = userEvent.setup();
    apiMock.viewChosenCart.mockResolvedValue({ error: 'false', ...cartView([line()]) });
    const onClose = renderPanel();
    const panel = screen.getByRole('dialog', { name: 'YOUR CART' });
    expect(await within(panel).findByText('Classic Cheeseburger')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Net Amount$14.45');
    await user.click(within(panel).getByRole('button', { name: 'View Cart' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'My Cart page' })).toBeInTheDocument();
  });

  it("opens on the panel, not on a line's 'Decrease quantity' (Enter would remove the line)", async () => {
    const user = userEvent.setup();
    apiMock.viewChosenCart.mockResolvedValue({ error: 'false', ...cartView([line()]) });
    // the cart is known already, as when the header's cart icon is pressed on a menu
    cartStore.set(cartViewAtom, cartView([line()]));
    renderPanel();
    const panel = screen.getByRole('dialog', { name: 'YOUR CART' });
    expect(within(panel).getByText('Classic Cheeseburger')).toBeInTheDocument();
    expect(panel).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(apiMock.updateCart).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    apiMock.viewChosenCart.mockResolvedValue({ error: 'false', ...cartView([line()]) });
    const onClose = renderPanel();
    await screen.findByText('Classic Cheeseburger');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
