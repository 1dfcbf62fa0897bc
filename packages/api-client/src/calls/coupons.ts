import type { FromSchema } from 'json-schema-to-ts';
import type { addCouponAnswer } from '../wire/answers-shop';
import type { OrderType } from '../types/common';
import { apiPost } from '../http';
import { getUdId } from '../ud-id';

export interface AddCouponPayload {
  couponCode: string;
  order_type: OrderType;
  outletId: number;
  /** priced into the answered cart view like viewCart's */
  tipAmount?: number | string;
  addressId?: number | null;
}

/** The re-priced cart view with the coupon applied. */
export type AddCouponResponse = FromSchema<typeof addCouponAnswer>;

/** The code is sent uppercase, as the form shows it (SPEC §5). */
export function addCoupon(payload: AddCouponPayload): Promise<AddCouponResponse> {
  return apiPost('addCoupon', {
    ...payload,
    couponCode: payload.couponCode.toUpperCase(),
    udId: getUdId(),
  });
}
