/** The orderConfirm answers of SPEC.md §8 (and the few the spec leaves to the server). */
export const ORDER_PLACED = 'Order is placed!';
export const OUTLET_NOT_AVAILABLE = 'validation.outletNotAvailable';
export const OUT_OF_STOCK = 'Some of your order items are Out of Stock.';
export const OVER_LIMIT =
  'Sorry! There is a limit for this item. Please remove items from your cart to proceed.';
export const EMPTY_CART = 'Your Cart is Empty,Add Something from the Menu';
export const CART_CHANGED = 'Your cart has changed. Please review your order.';
export const SELECT_ADDRESS = 'Please select a delivery address.';
export const OUT_OF_RANGE = 'Your address is outside the delivery area of this restaurant.';
export const INVALID_ORDER_TYPE = 'Please choose Take Out or Delivery.';
