import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { ApiError, clearSession, setSession, stored } from '@island-eats/api-client';
import { keepCart } from '@island-eats/customer-features/cart';
import { bus } from '@island-eats/event-bus';
import { renderApp } from '@island-eats/app-frame/testing';
import { UiProvider } from '@island-eats/ui';
import { cartView, line, session } from '../../testing/fixtures';
import { cartStore, cartViewAtom } from '../../features/cart/api/cart-store';
import { apiMock, resetApiMock } from '../../features/cart/components/__tests__/api-mock';
import MyCartPage from '../my-cart-page';

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  ...jest.requireActual('../../features/cart/components/__tests__/api-mock').apiMock,
}));

const EMPTY = new ApiError('server', 'Your Cart is Empty,Add Something from the Menu', 200, {});

beforeEach(() => {
  resetApiMock();
  setSession(session);
  localStorage.clear();
  setSession(session);
  cartStore.set(cartViewAtom, null);
});
afterEach(() => clearSession());

const answer = (view: ReturnType<typeof cartView>) => ({ error: 'false', ...view });

describe('My Cart page', () => {
  it('hydrates the page the server rendered without the kept cart, then shows the kept cart', async () => {
    apiMock.viewChosenCart.mockReturnValue(new Promise(() => {}));
    const page = (
      <UiProvider>
        <MemoryRouter initialEntries={['/my-cart']}>
          <MyCartPage />
        </MemoryRouter>
      </UiProvider>
    );
    // the page server has no storage of the cart
    const html = renderToString(page);
    expect(html).toContain('Loading cart');
    keepCart(cartView([line({ dishName: 'Kept Burger' })]));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const mismatches = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: mismatches }),
    );
    expect(mismatches).not.toHaveBeenCalled();
    // right after mount, before the view answers
    expect(within(container).getByText('Kept Burger')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it("shows 'No Cart Items' for an empty cart", async () => {
    apiMock.viewChosenCart.mockRejectedValue(EMPTY);
    renderApp(<MyCartPage />);
    expect(await screen.findByText('No Cart Items')).toBeInTheDocument();
  });

  it('lists lines with add-ons and notes and the bill without Donate and Blessings Discount', async () => {
    apiMock.viewChosenCart.mockResolvedValue(
      answer(
        cartView([line({ spl_instruction: 'no onions', dishQuantity: 2, dishTotal: '28.90' })]),
      ),
    );
    renderApp(<MyCartPage />);
    const row = (await screen.findByText('Classic Cheeseburger')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Fries, Extra Cheese');
    expect(row).toHaveTextContent('Notes: no onions');
    expect(within(row).getByText('$28.90')).toBeInTheDocument();
    for (const header of ['Item', 'Unit Price', 'Quantity', 'Total']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const bill = screen.getByRole('region', { name: 'Cart Total' });
    expect(bill).toHaveTextContent('Sub Total');
    expect(bill).toHaveTextContent('Net Amount');
    expect(bill).not.toHaveTextContent('Donate');
    expect(bill).not.toHaveTextContent('Blessings Discount');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('minus at 1 deletes the line with quantity 0; plus raises it; the header count follows', async () => {
    const user = userEvent.setup();
    const counts: number[] = [];
    const stop = bus.subscribe('cartCount', (n) => counts.push(n));
    apiMock.viewChosenCart.mockResolvedValue(answer(cartView([line({ cartId: 3 })])));
    renderApp(<MyCartPage />);
    const stepper = await screen.findByRole('group', { name: 'Quantity of Classic Cheeseburger' });
    apiMock.viewChosenCart.mockResolvedValueOnce(
      answer(cartView([line({ cartId: 3, dishQuantity: 2 })])),
    );
    await user.click(within(stepper).getByRole('button', { name: /^Increase/ }));
    await waitFor(() => expect(counts.at(-1)).toBe(2));
    expect(apiMock.updateCart).toHaveBeenLastCalledWith(
      expect.objectContaining({ cartId: 3, quantity: 2, customisationId: [11, 21] }),
    );
    apiMock.viewChosenCart.mockResolvedValue(
      answer(cartView([line({ cartId: 3, dishQuantity: 1 })])),
    );
    await user.click(within(stepper).getByRole('button', { name: /^Decrease/ }));
    await waitFor(() => expect(counts.at(-1)).toBe(1));
    apiMock.viewChosenCart.mockRejectedValue(EMPTY);
    await user.click(
      within(screen.getByRole('group', { name: 'Quantity of Classic Cheeseburger' })).getByRole(
        'button',
        { name: /^Decrease/ },
      ),
    );
    expect(apiMock.updateCart).toHaveBeenLastCalledWith(expect.objectContaining({ quantity: 0 }));
    expect(await screen.findByText('No Cart Items')).toBeInTheDocument();
    expect(counts.at(-1)).toBe(0);
    stop();
  });

  it('shows the out-of-stock modal once, with checkout disabled meanwhile, and a cross to remove', async () => {
    const user = userEvent.setup();
    apiMock.viewChosenCart.mockResolvedValue(
      answer(cartView([line({ cartId: 8, stock_status: 1 })])),
    );
    renderApp(<MyCartPage />);
    const modal = await screen.findByRole('dialog', { name: 'Out of Stock' });
    expect(modal).toHaveTextContent('Some of your order items are Out of Stock.');
    expect(
      screen.getByRole('button', { name: 'Proceed to Checkout', hidden: true }),
    ).toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: 'Review Order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove Classic Cheeseburger' }));
    expect(apiMock.updateCart).toHaveBeenCalledWith(
      expect.objectContaining({ cartId: 8, quantity: 0 }),
    );
    // the page re-viewed the cart, still out of stock: the modal does not come back
    await waitFor(() => expect(apiMock.viewChosenCart).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns about the item limit and clears the cart from it', async () => {
    const user = userEvent.setup();
    const view = cartView([line()]);
    view.dishes.isTwoMany = 1;
    view.dishes.toMany.shortDes = 'Double Smash Burger: at most 5 per order.';
    apiMock.viewChosenCart.mockResolvedValue(answer(view));
    renderApp(<MyCartPage />);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      'Sorry! There is a limit for this item. Please remove items from your cart to proceed.',
    );
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    apiMock.viewChosenCart.mockRejectedValue(EMPTY);
    await user.click(within(warning).getByRole('button', { name: 'CLEAR CART' }));
    expect(await screen.findByText('No Cart Items')).toBeInTheDocument();
    expect(apiMock.clearCart).toHaveBeenCalled();
  });

  it('keeps the additional note to 100 characters under additionalInfo', async () => {
    const user = userEvent.setup();
    apiMock.viewChosenCart.mockResolvedValue(answer(cartView([line()])));
    renderApp(<MyCartPage />);
    const note = await screen.findByRole('textbox', { name: 'Additional Note' });
    await user.click(note);
    await user.paste('x'.repeat(120));
    expect(note).toHaveValue('x'.repeat(100));
    expect(stored.get('additionalInfo')).toBe('x'.repeat(100));
    expect(screen.getByText('100/100 characters')).toBeInTheDocument();
  });

  it("shows a failed change's errorMessage and re-reads the cart", async () => {
    const user = userEvent.setup();
    apiMock.viewChosenCart.mockResolvedValue(answer(cartView([line()])));
    apiMock.updateCart.mockRejectedValue(new ApiError('server', 'Out of Stock', 200, {}));
    renderApp(<MyCartPage />);
    const stepper = await screen.findByRole('group', { name: 'Quantity of Classic Cheeseburger' });
    await user.click(within(stepper).getByRole('button', { name: /^Increase/ }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes('Out of Stock')),
      ).toBe(true),
    );
    expect(apiMock.viewChosenCart).toHaveBeenCalledTimes(2);
  });
});
