import { getSession, isApiError, stored, type CartView } from '@island-eats/api-client';
import { chosenCart, showFailure } from '@island-eats/app-frame/client';
import { bus } from '@island-eats/event-bus';
import { cartLoadingAtom, cartShownAtom, cartStore, cartViewAtom } from './cart-store';

/** The header count is the number of dishes (quantities summed), as cartCount counts them. */
export const itemCount = (cart: CartView | null) =>
  cart?.dishes.dishes.reduce((sum, line) => sum + line.dishQuantity, 0) ?? 0;

/** Shows a viewed cart everywhere (panel, page, header count); null: empty (SPEC §4, no toast). */
export function showCart(cart: CartView | null): void {
  cartStore.set(cartViewAtom, cart);
  cartStore.set(cartShownAtom, true);
  if (cart) stored.set('viewCart', cart);
  else stored.remove('viewCart');
  bus.publish('cartCount', itemCount(cart));
}

let latest = 0;

/**
 * Views the cart for the current order type, tip and address and shows it everywhere. Answers
 * the cart, or null when empty; a failure keeps the last view.
 */
export async function refreshCart(): Promise<CartView | null> {
  if (!getSession()) {
    showCart(null);
    return null;
  }
  // Only the newest of overlapping refreshes may write, so a slow old answer cannot win.
  const ticket = ++latest;
  cartStore.set(cartLoadingAtom, true);
  try {
    const cart = await chosenCart();
    if (ticket === latest) showCart(cart);
    return cart;
  } catch (error) {
    if (isApiError(error) && error.kind === 'server') showFailure(error);
    return cartStore.get(cartViewAtom);
  } finally {
    if (ticket === latest) cartStore.set(cartLoadingAtom, false);
  }
}
