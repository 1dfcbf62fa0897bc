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
 * again and takes its own total; the amounts here are for its records only. Without a cart
 * (a provider order confirmed again after its order emptied the cart) they are zero and the
 * server answers the order that provider order already paid.
 */
export function orderPayload(
  outletId: number,
  cart: CartView | null,
  pick: PaymentPick,
): OrderConfirmPayload {
  const delivery = getDeliveryType() === 'Delivery';
  const amount = (value: string | undefined) => value ?? '0.00';
  return {
    outletId,
    netAmount: amount(cart?.netAmount),
    couponName: cart?.couponName || null,
    cartId: cart?.dishes.dishes.map((line) => line.cartId) ?? [],
    order_type: getDeliveryType(),
    orderSuggestions: stored.get('additionalInfo') ?? '',
    tipAmount: amount(cart?.tipAmount),
    donation: DONATION.flag,
    donationAmount: DONATION.amount,
    subTotalAmount: amount(cart?.subTotalAmount),
    witoutCommissionPrice: amount(cart?.dishes.witoutCommissionPrice),
    gas_surcharge: amount(cart?.gas_surcharge),
    subtotal_discount: amount(cart?.subtotal_discount),
    delivery_discount: amount(cart?.delivery_discount),
    couponSavingAmount: amount(cart?.couponSavingAmount),
    delivery_fee: amount(cart?.delivery_fee),
    blessings_discount: amount(cart?.blessings_discount),
    order_distance: cart?.order_distance ?? '0.0',
    after_discount_subtotal: amount(cart?.after_discount_subtotal),
    groupPaymentAmount: amount(cart?.netAmount),
    token: pickToken(pick),
    displayAmount: amount(cart?.netAmount),
    isGroupOrder: 0,
    method: pick.kind === 'card' ? 'card' : 'paypal',
    deliveryAddressId: delivery ? (stored.get('chosenLocation')?.addressId ?? null) : null,
    ...providerFields(pick),
  };
}
