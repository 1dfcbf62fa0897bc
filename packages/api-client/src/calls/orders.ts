import type { FromSchema } from 'json-schema-to-ts';
import type { ApiOk, OrderType } from '../types/common';
import type { reorderAnswer } from '../wire/answers-pay';
import type { PastOrder } from '../types/order';
import { PAYMENT_TYPE } from '../constants';
import { apiGet, apiPost } from '../http';
import { getUdId } from '../ud-id';

type Amount = number | string;

export interface OrderConfirmPayload {
  outletId: number;
  netAmount: Amount;
  couponName: string | null;
  cartId: number[];
  order_type: OrderType;
  orderSuggestions: string;
  tipAmount: Amount;
  donation: string;
  donationAmount: Amount;
  subTotalAmount: Amount;
  witoutCommissionPrice: Amount;
  gas_surcharge: Amount;
  subtotal_discount: Amount;
  delivery_discount: Amount;
  couponSavingAmount: Amount;
  delivery_fee: Amount;
  blessings_discount: Amount;
  order_distance: string;
  after_discount_subtotal: Amount;
  groupPaymentAmount: Amount;
  /** saved card token, or the provider's order id */
  token: string;
  displayAmount: Amount;
  isGroupOrder: 0 | 1;
  method: string;
  deliveryAddressId: number | null;
  /** provider payments only */
  pay_pal_order_id?: string;
  authorization_id?: string;
  payment_res_arry?: string;
}

export interface OrderConfirmResponse extends ApiOk {
  orderId: number;
  /** 'Order is placed!' */
  message: string;
}

/** 'validation.outletNotAvailable' arrives as an ApiError with that errorMessage. */
export function orderConfirm(payload: OrderConfirmPayload): Promise<OrderConfirmResponse> {
  return apiPost('orderConfirm', {
    ...payload,
    udId: getUdId(),
    paymentType: PAYMENT_TYPE,
    cartId: JSON.stringify(payload.cartId),
  });
}

/** The customer's orders; `sessionToken`: another session's, as a server asks (apiGet). */
export function listPastOrders(
  sessionToken?: string,
): Promise<ApiOk & { pastOrders: PastOrder[] }> {
  return apiGet('listPastOrders', undefined, sessionToken);
}

export type ReorderResponse = FromSchema<typeof reorderAnswer>;

/** The refusal's extra field when the cart holds another restaurant's items: ask, then replace. */
export const REORDER_OTHER_OUTLET_FIELD = 'otherOutlet';

/**
 * Puts a past order's lines back in the cart at today's prices (the cart's own rules apply to
 * the order type chosen now). `unavailable` names what was left out. A cart of another
 * restaurant refuses with `otherOutlet: 'true'` unless `replaceCart` says the customer agreed.
 */
export function reorder(payload: {
  orderId: number;
  order_type: OrderType;
  replaceCart?: boolean;
}): Promise<ReorderResponse> {
  return apiPost('reorder', { ...payload, udId: getUdId() });
}
