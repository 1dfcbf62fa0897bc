import { SLOT_MESSAGES } from '@island-eats/api-client/order-later';
import {
  CART_CHANGED,
  EMPTY_CART,
  OUT_OF_STOCK,
  OUTLET_NOT_AVAILABLE,
} from '@island-eats/api-client/answer-texts';
import { sameIds } from '@island-eats/api-client/rules';
import type { PricedCart } from '../cart/price-cart';
import type { OrderType } from '../restaurants/outlet-rows';
import { OUT_OF_RANGE, OVER_LIMIT } from './order-messages';

/** What the customer asked to order: the outlet, the order type and the cart lines they saw. */
export interface AskedOrder {
  outletId: number;
  orderType: OrderType;
  cartIds: number[];
}

/** Why this priced cart cannot be ordered now; null when it can. */
export function cartProblem(priced: PricedCart, asked: AskedOrder): string | null {
  if (priced.outletId === null || priced.lines.length === 0) return EMPTY_CART;
  if (priced.outletId !== asked.outletId) return CART_CHANGED;
  if (
    asked.cartIds.length > 0 &&
    !sameIds(
      asked.cartIds,
      priced.lines.map((l) => l.cartId),
    )
  ) {
    return CART_CHANGED;
  }
  if (priced.slotProblem) return SLOT_MESSAGES[priced.slotProblem];
  if (!priced.outletAvailable) return OUTLET_NOT_AVAILABLE;
  if (priced.lines.some((line) => line.outOfStock || !line.servedNow)) return OUT_OF_STOCK;
  if (priced.tooMany) return OVER_LIMIT;
  if (asked.orderType === 'Delivery' && priced.outOfDeliveryRange) return OUT_OF_RANGE;
  return null;
}
