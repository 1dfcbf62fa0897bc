import {
  addToCart,
  getDeliveryType,
  updateCart,
  type CartLine,
  type CartView,
} from '@island-eats/api-client';
import { CART_ADDED, CART_UPDATED } from '@island-eats/api-client/answer-texts';
import { showFailure } from '@island-eats/app-frame/client';
import { notify } from '@island-eats/ui';
import { refreshCart } from './refresh-cart';
import { findSameLine } from '../utils/same-line';

export interface CartItemChoice {
  outletId: number;
  dishId: number;
  customisation: number[];
  note: string;
  quantity: number;
}

/**
 * SPEC §4 Adding to cart, after the login and other-outlet checks: edit mode updates its line;
 * an identical line has its quantity raised through updateCart; otherwise a new line is added.
 * Only ids and quantities go to the server, which prices everything. True when saved; the
 * cart is re-viewed either way so a refusal (e.g. the dish just went out of stock) leaves the
 * page showing what the server holds.
 */
export async function saveCartItem(
  choice: CartItemChoice,
  /** the cart as just viewed, where an identical line is looked for */
  cart: CartView | null,
  editing?: CartLine,
): Promise<boolean> {
  const note = choice.note.trim();
  try {
    if (editing) {
      await updateCart({
        cartId: editing.cartId,
        outletId: choice.outletId,
        quantity: choice.quantity,
        spl_instruction: note,
        customisationId: choice.customisation,
      });
      notify.success(CART_UPDATED);
      return true;
    }
    const same =
      cart && findSameLine(cart.dishes.dishes, choice.dishId, choice.customisation, note);
    if (same) {
      await updateCart({
        cartId: same.cartId,
        outletId: choice.outletId,
        quantity: same.dishQuantity + choice.quantity,
        spl_instruction: same.spl_instruction,
        customisationId: same.customisation,
      });
      notify.success(CART_UPDATED);
      return true;
    }
    await addToCart({
      order_type: getDeliveryType(),
      spl_instruction: note,
      outletId: choice.outletId,
      dishes: [
        {
          dishId: choice.dishId,
          quantity: choice.quantity,
          customisation: choice.customisation,
          spl_instruction: note,
        },
      ],
    });
    notify.success(CART_ADDED);
    return true;
  } catch (error) {
    showFailure(error);
    return false;
  } finally {
    await refreshCart();
  }
}
