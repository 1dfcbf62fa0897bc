/** The checkout texts of SPEC.md §2, §4 and §8. */
export const CHECKOUT_MESSAGES = {
  orderPlaced: 'Order is placed!',
  tipPlaced: 'Tip is placed!',
  couponApplied: 'Coupon code is applied successfully!',
  outOfStock: 'Some of your order items are Out of Stock.',
  notAvailable: 'Restaurant is not available at this moment',
  outletNotAvailable: 'validation.outletNotAvailable',
  paymentNotSetup: 'Restaurant Payment not setup at the moment. Please select another Restaurant',
  paymentFailed: 'Payment is failed!',
  paymentCancelled: 'Payment is cancelled.',
  deleteCard: 'Are you sure you want to delete?',
  /** The server's own answer when an order's cart changed under it (orders/order-messages.ts). */
  cartChanged: 'Your cart has changed. Please review your order.',
} as const;
