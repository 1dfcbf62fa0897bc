/**
 * The `@island-eats/api-client/answer-texts` entry: texts the API answers with (SPEC.md §8) that
 * the pages also show or compare against, written once so the server and the pages agree. An
 * entry of its own, not the shared index every page loads whole: only the pages that use a text
 * bundle it.
 */

// (held by the shared index, which ends the session on it: this entry stays out of first loads)
export { UNAUTHENTICATED } from './constants';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found.';
export const RESTAURANT_NOT_AVAILABLE = 'Restaurant is not available at this moment';
export const DISH_NOT_FOUND = 'Dish not found.';

export const CART_ADDED = 'Cart item is added successfully!';
export const CART_UPDATED = 'Cart item is updated successfully!';
/** viewCart's refusal of an empty cart, which the cart's pages read as "no cart". */
export const EMPTY_CART = 'Your Cart is Empty,Add Something from the Menu';
export const OTHER_OUTLET_IN_CART =
  'Your cart has items from another restaurant. Clear your cart to add items from this one.';

export const COUPON_APPLIED = 'Coupon code is applied successfully!';
export const ORDER_PLACED = 'Order is placed!';
/** orderConfirm's refusal for an outlet not taking orders: a code the checkout turns into a modal. */
export const OUTLET_NOT_AVAILABLE = 'validation.outletNotAvailable';
export const OUT_OF_STOCK = 'Some of your order items are Out of Stock.';
export const CART_CHANGED = 'Your cart has changed. Please review your order.';

/** The outlet takes no payment (its badge says 'Payment not set up'). */
export const PAYMENT_NOT_SETUP =
  'Restaurant Payment not setup at the moment. Please select another Restaurant';
export const PAYMENT_FAILED = 'Payment is failed!';
export const TIP_PLACED = 'Tip is placed!';

export const STAFF_SIGNED_OUT = 'You have been signed out.';
