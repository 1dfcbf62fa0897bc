import { isApiError, viewChosenCart, type CartView } from '@island-eats/api-client';
import { EMPTY_CART } from '@island-eats/api-client/answer-texts';

/**
 * The chosen cart (api-client's viewChosenCart) as the cart's pages show it; null when it is
 * empty. Here rather than in the shared api-client, which every page loads whole: only the
 * cart's and checkout's pages bundle it.
 */
export async function readCart(): Promise<CartView | null> {
  try {
    const { error: _error, errorMessage: _message, ...cart } = await viewChosenCart();
    return cart;
  } catch (failure) {
    if (isApiError(failure) && failure.errorMessage === EMPTY_CART) return null;
    throw failure;
  }
}
