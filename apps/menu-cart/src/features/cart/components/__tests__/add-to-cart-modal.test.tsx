import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, clearSession, setSession } from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';
import { renderApp } from '@island-eats/app-frame/testing';
import { cartView, dish, extras, line, session } from '../../../../testing/fixtures';
import { cartStore, cartViewAtom } from '../../api/cart-store';
import { AddToCartModal } from '../add-to-cart-modal';
import { apiMock, resetApiMock } from './api-mock';

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  ...jest.requireActual('./api-mock').apiMock,
}));

const EMPTY = new ApiError('server', 'Your Cart is Empty,Add Something from the Menu', 200, {});

beforeEach(() => {
  resetApiMock();
  setSession(session);
  localStorage.removeItem('deliveryType');
  sessionStorage.clear();
  cartStore.set(cartViewAtom, null);
  apiMock.viewChosenCart.mockRejectedValue(EMPTY);
});
afterEach(() => clearSession());

/** A toast (role alert) saying `text`. */
const toastSays = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes(text))).toBe(true),
  );

function open(props: Partial<Parameters<typeof AddToCartModal>[0]> = {}) {
  const onClose = jest.fn();
  renderApp(<AddToCartModal dish={dish()} outletId={1} onClose={onClose} {...props} />);
  return { onClose, modal: screen.getByRole('dialog', { name: 'Classic Cheeseburger' }) };
}

describe('AddToCartModal', () => {
  it("says a dish's only group of checkboxes needs a pick, as the add will ask", () => {
    const { modal } = open({ dish: dish({ dishCustomisation: [extras] }) });
    expect(
      within(modal).getByRole('group', { name: 'Extras (choose one or more)' }),
    ).toBeInTheDocument();
  });

  it('prices single and multiple add-ons and the quantity; out-of-stock add-ons cannot be chosen', async () => {
    const user = userEvent.setup();
    const { modal } = open();
    const m = within(modal);
    expect(m.getByRole('button', { name: 'Add Item $12.95' })).toBeInTheDocument();
    await user.click(m.getByRole('radio', { name: /Side Salad/ }));
    await user.click(m.getByRole('radio', { name: /Fries/ }));
    expect(m.getByRole('radio', { name: /Side Salad/ })).not.toBeChecked();
    await user.click(m.getByRole('checkbox', { name: /Extra Cheese/ }));
    await user.click(m.getByRole('checkbox', { name: /Bacon/ }));
    expect(m.getByRole('checkbox', { name: /Avocado/ })).toBeDisabled();
    expect(m.getByRole('radio', { name: /Fungi/ })).toBeDisabled();
    expect(m.getByRole('radio', { name: /Fungi/ }).closest('label')).toHaveTextContent(
      'Out of Stock',
    );
    await user.click(m.getByRole('button', { name: 'Increase Quantity' }));
    expect(m.getByRole('button', { name: 'Add Item $32.90' })).toBeInTheDocument();
    // the minimum is 1
    await user.click(m.getByRole('button', { name: 'Decrease Quantity' }));
    expect(m.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
  });

  it('asks for a choice before adding a customizable dish', async () => {
    const user = userEvent.setup();
    const { modal } = open();
    await user.click(within(modal).getByRole('button', { name: /^Add Item/ }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Please select at least one item.');
    // with a side among the groups, the extras are optional
    expect(within(modal).getByRole('group', { name: 'Extras (choose any)' })).toBeInTheDocument();
    expect(apiMock.addToCart).not.toHaveBeenCalled();
  });

  it('adds a new line with ids only, toasts, closes and publishes the count', async () => {
    const user = userEvent.setup();
    const counts: number[] = [];
    const stop = bus.subscribe('cartCount', (n) => counts.push(n));
    const { modal, onClose } = open();
    await user.click(within(modal).getByRole('radio', { name: /Side Salad/ }));
    await user.type(within(modal).getByLabelText('Notes'), ' extra napkins ');
    apiMock.viewChosenCart
      .mockRejectedValueOnce(EMPTY)
      .mockResolvedValueOnce({ error: 'false', ...cartView([line({ dishQuantity: 1 })]) });
    await user.click(within(modal).getByRole('button', { name: 'Add Item $13.95' }));
    expect(await screen.findByText('Cart item is added successfully!')).toBeInTheDocument();
    expect(apiMock.addToCart).toHaveBeenCalledWith({
      order_type: 'Take Out',
      spl_instruction: 'extra napkins',
      outletId: 1,
      dishes: [{ dishId: 7, quantity: 1, customisation: [12], spl_instruction: 'extra napkins' }],
    });
    expect(onClose).toHaveBeenCalled();
    expect(counts.at(-1)).toBe(1);
    stop();
  });

  it('raises the quantity of an identical line through updateCart', async () => {
    const user = userEvent.setup();
    const existing = line({ cartId: 9, customisation: [21, 11], dishQuantity: 2 });
    apiMock.viewChosenCart.mockResolvedValue({ error: 'false', ...cartView([existing]) });
    const { modal } = open();
    await user.click(within(modal).getByRole('radio', { name: /Fries/ }));
    await user.click(within(modal).getByRole('checkbox', { name: /Extra Cheese/ }));
    await user.click(within(modal).getByRole('button', { name: 'Add Item $14.45' }));
    expect(await screen.findByText('Cart item is updated successfully!')).toBeInTheDocument();
    expect(apiMock.addToCart).not.toHaveBeenCalled();
    expect(apiMock.updateCart).toHaveBeenCalledWith({
      cartId: 9,
      outletId: 1,
      quantity: 3,
      spl_instruction: '',
      customisationId: [21, 11],
    });
  });

  it("asks to clear another outlet's cart first; Cancel adds nothing", async () => {
    const user = userEvent.setup();
    apiMock.viewChosenCart.mockResolvedValue({ error: 'false', ...cartView([line()], 99) });
    const { modal } = open();
    await user.click(within(modal).getByRole('radio', { name: /Fries/ }));
    await user.click(within(modal).getByRole('button', { name: /^Add Item/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear Cart?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(apiMock.addToCart).not.toHaveBeenCalled();

    await user.click(within(modal).getByRole('button', { name: /^Add Item/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Clear Cart?' })).getByRole('button', {
        name: 'Clear Cart',
      }),
    );
    expect(await screen.findByText('Cart item is added successfully!')).toBeInTheDocument();
    expect(apiMock.clearCart).toHaveBeenCalled();
    expect(apiMock.addToCart).toHaveBeenCalled();
    expect(apiMock.clearCart.mock.invocationCallOrder[0]).toBeLessThan(
      apiMock.addToCart.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it("shows the server's message when the dish went out of stock meanwhile and re-views the cart", async () => {
    const user = userEvent.setup();
    apiMock.addToCart.mockRejectedValue(new ApiError('server', 'Out of Stock', 200, {}));
    const { modal, onClose } = open();
    await user.click(within(modal).getByRole('radio', { name: /Fries/ }));
    const viewsBefore = apiMock.viewChosenCart.mock.calls.length;
    await user.click(within(modal).getByRole('button', { name: /^Add Item/ }));
    await toastSays('Out of Stock');
    expect(onClose).not.toHaveBeenCalled();
    // once before the add (merge check) and once after the refusal
    expect(apiMock.viewChosenCart.mock.calls.length).toBe(viewsBefore + 2);
    expect(cartStore.get(cartViewAtom)).toBeNull();
  });

  it('offers an Out of Stock button or the serving window instead of adding', () => {
    const { unmount } = renderApp(
      <AddToCartModal dish={dish({ stock_status: 1 })} outletId={1} onClose={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    unmount();
    renderApp(
      <AddToCartModal
        dish={dish({ dishavailable: 0, availableFrom: '21:00:00', availableTo: '03:00:00' })}
        outletId={1}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Dish is available from 9:00 PM to 3:00 AM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add Item/ })).not.toBeInTheDocument();
  });

  it('edit mode starts from the line and updates it', async () => {
    const user = userEvent.setup();
    const editing = line({ cartId: 44, dishQuantity: 2, spl_instruction: 'well done' });
    const { modal } = open({ editing });
    const m = within(modal);
    expect(m.getByRole('radio', { name: /Fries/ })).toBeChecked();
    expect(m.getByLabelText('Notes')).toHaveValue('well done');
    await user.click(m.getByRole('checkbox', { name: /Bacon/ }));
    await user.click(m.getByRole('button', { name: 'Update Item $32.90' }));
    expect(await screen.findByText('Cart item is updated successfully!')).toBeInTheDocument();
    expect(apiMock.updateCart).toHaveBeenCalledWith({
      cartId: 44,
      outletId: 1,
      quantity: 2,
      spl_instruction: 'well done',
      customisationId: [11, 21, 22],
    });
  });

  it("stops the quantity at the dish's per-order limit and says so there", async () => {
    const user = userEvent.setup();
    renderApp(
      <AddToCartModal
        dish={dish({ maxPerOrder: 2, dishCustomisation: [], isCustomizable: 0 })}
        outletId={1}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByText(/limited to/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    expect(screen.getByText('Classic Cheeseburger is limited to 2 per order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item $25.90' })).toBeInTheDocument();
  });

  it('counts what the cart already holds of the dish against its limit', async () => {
    cartStore.set(cartViewAtom, cartView([line({ dishQuantity: 2 })]));
    renderApp(
      <AddToCartModal
        dish={dish({ maxPerOrder: 2, dishCustomisation: [], isCustomizable: 0 })}
        outletId={1}
        onClose={() => {}}
      />,
    );
    expect(
      screen.getByText('Classic Cheeseburger is limited to 2 per order. Your cart already has 2.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Add Item/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  });

  it("does not claim success when the server refuses the add for the dish's limit", async () => {
    const user = userEvent.setup();
    const limited = 'Classic Cheeseburger is limited to 2 per order. Your cart already has 2.';
    apiMock.addToCart.mockRejectedValue(new ApiError('server', limited, 200, {}));
    const onClose = jest.fn();
    renderApp(
      <AddToCartModal
        dish={dish({ maxPerOrder: 2, dishCustomisation: [], isCustomizable: 0 })}
        outletId={1}
        onClose={onClose}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Add Item/ }));
    await toastSays(limited);
    expect(screen.queryByText('Cart item is added successfully!')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = open();
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(onClose).toHaveBeenCalled();
  });
});
