// The orderConfirm answers of SPEC.md §8 (and the few the spec leaves to the server) that only
// the server writes; those the pages show or compare against are in api-client's answer-texts.
import { OUT_OF_STOCK, OUTLET_NOT_AVAILABLE } from '@island-eats/api-client/answer-texts';

// ui's LimitWarning shows this text on the cart from a copy of its own (ui has no api-client)
export const OVER_LIMIT =
  'Sorry! There is a limit for this item. Please remove items from your cart to proceed.';
export const CART_NOT_SENT =
  'We could not tell which items of your cart to order. Please review your cart and try again.';
export const SELECT_ADDRESS = 'Please select a delivery address.';
export const OUT_OF_RANGE = 'Your address is outside the delivery area of this restaurant.';
export const INVALID_ORDER_TYPE = 'Please choose Take Out or Delivery.';
export const ORDER_NOT_WRITTEN =
  'Your order could not be placed and your payment was refunded. Please try again.';

/** Why a paid order could not be placed after all, in the customer's words. */
const REFUND_REASONS: Record<string, string> = {
  [OUTLET_NOT_AVAILABLE]: 'the restaurant is not available at the moment',
  [OUT_OF_STOCK]: 'some of its items are out of stock',
  [OVER_LIMIT]: 'an item is over its limit',
  [OUT_OF_RANGE]: 'the address is outside the delivery area',
};

/** The order history's note on a paid order the restaurant turned down. */
export function rejectedOrderMessage(amount: string): string {
  return `The restaurant could not take this order. Your payment of ${amount} was refunded.`;
}

/** The order history's note on a paid order its customer cancelled. */
export function cancelledOrderMessage(amount: string): string {
  return `You cancelled this order. Your payment of ${amount} was refunded.`;
}

/** cancelOrder's refusals: the restaurant has the order now, or it is over already. */
export const NOT_CANCELLABLE =
  'The restaurant has already accepted this order, so it can no longer be cancelled.';
export const ALREADY_CANCELLED = 'This order is already cancelled.';

/** The order history's note on a paid order the reconciler refunded instead of placing. */
export function refundedOrderMessage(amount: string, problem: string): string {
  const reason = REFUND_REASONS[problem] ?? 'your cart changed before it was placed';
  return `This order could not be placed because ${reason}. Your payment of ${amount} was refunded.`;
}

/** reorder's answers: its lines are back in the cart, or none of them is on the menu now. */
export const REORDERED = "Your order is back in your cart at today's prices.";
export const NOTHING_TO_REORDER =
  'None of the items of this order are available any more, so nothing was added to your cart.';
