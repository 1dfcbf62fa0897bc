import { isApiError, viewChosenCart, type CartView } from '@island-eats/api-client';
import { lineOutOfStock } from '@island-eats/api-client/rules';
import { CHECKOUT_MESSAGES } from '../../../lib/messages';

/** The cart as checkout prices it (the chosen order type, tip and address); null when empty. */
export async function loadCheckoutCart(): Promise<CartView | null> {
  try {
    const { error: _error, errorMessage: _message, ...cart } = await viewChosenCart();
    return cart;
  } catch (failure) {
    if (isApiError(failure) && failure.errorMessage === CHECKOUT_MESSAGES.emptyCart) return null;
    throw failure;
  }
}

/** SPEC.md §4 Place order: a dish or a chosen add-on is out of stock, or a dish not served now. */
export function hasUnavailableLines(cart: CartView): boolean {
  return cart.dishes.dishes.some((line) => lineOutOfStock(line) || line.dishavailable === 0);
}
