import { isApiError, updateCart, type CartLine } from '@island-eats/api-client';
import { refreshCart } from './refresh-cart';
import { notify } from '@island-eats/ui';

export const UPDATED_MESSAGE = 'Cart item is updated successfully!';

/** Shows a failed call's errorMessage (SPEC §8); session endings are handled centrally. */
export function toastFailure(error: unknown): void {
  if (isApiError(error)) {
    if (error.kind === 'server' || error.kind === 'network') notify.error(error.errorMessage);
  } else {
    notify.error('something went wrong!');
  }
}

/**
 * Sets a line's quantity (0 removes it, SPEC §4) keeping its add-ons and notes, then re-views
 * the cart. The server prices the line; only the quantity goes up. True when saved.
 */
export async function setLineQuantity(
  line: CartLine,
  outletId: number,
  quantity: number,
): Promise<boolean> {
  if (quantity < 0) return false;
  try {
    await updateCart({
      cartId: line.cartId,
      outletId,
      quantity,
      spl_instruction: line.spl_instruction,
      customisationId: line.customisation,
    });
    notify.success(UPDATED_MESSAGE);
    return true;
  } catch (error) {
    toastFailure(error);
    return false;
  } finally {
    // Either way the server's cart is the truth: a refused change leaves it consistent.
    await refreshCart();
  }
}
