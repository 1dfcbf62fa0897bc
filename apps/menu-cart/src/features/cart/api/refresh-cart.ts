import {
  getSession,
  isApiError,
  stored,
  viewChosenCart,
  type CartView,
} from '@island-eats/api-client';
import { showFailure } from '@island-eats/app-frame/client';
import { bus } from '@island-eats/event-bus';
import { cartLoadingAtom, cartStore, cartViewAtom } from './cart-store';

/** The server's answer for an empty cart (SPEC §4): the cart view empties, no toast. */
export const EMPTY_CART_MESSAGE = 'Your Cart is Empty,Add Something from the Menu';

/** The header count is the number of dishes (quantities summed), as cartCount counts them. */
export const itemCount = (cart: CartView | null) =>
  cart?.dishes.dishes.reduce((sum, line) => sum + line.dishQuantity, 0) ?? 0;

function show(cart: CartView | null): void {
  cartStore.set(cartViewAtom, cart);
  if (cart) stored.set('viewCart', cart);
  else stored.remove('viewCart');
  bus.publish('cartCount', itemCount(cart));
}

let latest = 0;

/**
 * Views the cart for the current order type, tip and address and shows it everywhere (panel,
 * page, header count). Answers the cart, or null when empty; a failure keeps the last view.
 */
export async function refreshCart(): Promise<CartView | null> {
  if (!getSession()) {
    show(null);
    return null;
  }
  // Only the newest of overlapping refreshes may write, so a slow old answer cannot win.
  const ticket = ++latest;
  cartStore.set(cartLoadingAtom, true);
  try {
    const { error: _error, errorMessage: _message, ...cart } = await viewChosenCart();
    if (ticket === latest) show(cart);
    return cart;
  } catch (error) {
    if (isApiError(error) && error.errorMessage === EMPTY_CART_MESSAGE) {
      if (ticket === latest) show(null);
      return null;
    }
    if (isApiError(error) && error.kind === 'server') showFailure(error);
    return cartStore.get(cartViewAtom);
  } finally {
    if (ticket === latest) cartStore.set(cartLoadingAtom, false);
  }
}
