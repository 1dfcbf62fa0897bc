import { updateCart, type CartLine } from '@island-eats/api-client';
import { CART_UPDATED } from '@island-eats/api-client/answer-texts';
import { showFailure } from '@island-eats/app-frame/client';
import { notify } from '@island-eats/ui';
import { refreshCart } from './refresh-cart';

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
    notify.success(CART_UPDATED);
    return true;
  } catch (error) {
    showFailure(error);
    return false;
  } finally {
    // Either way the server's cart is the truth: a refused change leaves it consistent.
    await refreshCart();
  }
}
