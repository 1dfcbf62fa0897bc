import { getSession, isApiError, type CartView } from '@island-eats/api-client';
import { keepCart, readCart } from '@island-eats/customer-features/cart';
import { showFailure } from '@island-eats/app-frame/client';
import { cartLoadingAtom, cartShownAtom, cartStore, cartViewAtom } from './cart-store';

/** Shows a read cart everywhere (panel, page, header count); null: empty (SPEC §4, no toast). */
export function showCart(cart: CartView | null): void {
  cartStore.set(cartViewAtom, cart);
  cartStore.set(cartShownAtom, true);
  keepCart(cart);
}

let latest = 0;

/**
 * Reads the cart for the current order type, tip and address and shows it everywhere. Answers
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
    const cart = await readCart();
    if (ticket === latest) showCart(cart);
    return cart;
  } catch (error) {
    if (isApiError(error) && error.kind === 'server') showFailure(error);
    return cartStore.get(cartViewAtom);
  } finally {
    if (ticket === latest) cartStore.set(cartLoadingAtom, false);
  }
}
