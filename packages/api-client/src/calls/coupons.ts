import type { ApiOk, OrderType } from '../types/common';
import { apiPost } from '../http';
import { getUdId } from '../ud-id';

export interface AddCouponPayload {
  couponCode: string;
  order_type: OrderType;
  outletId: number;
}

/** The code is sent uppercase, as the form shows it (SPEC §5). */
export function addCoupon(payload: AddCouponPayload): Promise<ApiOk> {
  return apiPost('addCoupon', {
    ...payload,
    couponCode: payload.couponCode.toUpperCase(),
    udId: getUdId(),
  });
}
