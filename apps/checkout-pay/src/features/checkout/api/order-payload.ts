import {
  DONATION,
  getDeliveryType,
  stored,
  type CartView,
  type OrderConfirmPayload,
} from '@island-eats/api-client';
import {
  pickToken,
  providerFields,
  type PaymentPick,
} from '../../../lib/payment/utils/payment-pick';

/**
 * orderConfirm's fields (SPEC.md §7) from the cart as last priced. The server prices the cart
 * again and takes its own total; the amounts here are for its records only.
 */
export function orderPayload(cart: CartView, pick: PaymentPick): OrderConfirmPayload {
  const delivery = getDeliveryType() === 'Delivery';
  return {
    outletId: cart.dishes.outletDetails.outletId,
    netAmount: cart.netAmount,
    couponName: cart.couponName || null,
    cartId: cart.dishes.dishes.map((line) => line.cartId),
    order_type: getDeliveryType(),
    orderSuggestions: stored.get('additionalInfo') ?? '',
    tipAmount: cart.tipAmount,
    donation: DONATION.flag,
    donationAmount: DONATION.amount,
    subTotalAmount: cart.subTotalAmount,
    witoutCommissionPrice: cart.dishes.witoutCommissionPrice,
    gas_surcharge: cart.gas_surcharge,
    subtotal_discount: cart.subtotal_discount,
    delivery_discount: cart.delivery_discount,
    couponSavingAmount: cart.couponSavingAmount,
    delivery_fee: cart.delivery_fee,
    blessings_discount: cart.blessings_discount,
    order_distance: cart.order_distance,
    after_discount_subtotal: cart.after_discount_subtotal,
    groupPaymentAmount: cart.netAmount,
    token: pickToken(pick),
    displayAmount: cart.netAmount,
    isGroupOrder: 0,
    method: pick.kind === 'card' ? 'card' : 'paypal',
    deliveryAddressId: delivery ? (stored.get('chosenLocation')?.addressId ?? null) : null,
    ...providerFields(pick),
  };
}
