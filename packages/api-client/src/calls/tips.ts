import type { PaymentMethodEnable } from '../types/cart';
import type { ApiOk, Flag, LocatedAt } from '../types/common';
import type { ProviderOrder } from './payments';
import { CLIENT_OS } from '../constants';
import { apiPost } from '../http';

export interface TipPayload {
  orderId: number;
  outletId: number;
  tipAmount: number | string;
  /** the order's island; the stored current location when omitted */
  located_at?: LocatedAt;
  /** The page the provider's approval returns to (this page's path). */
  returnPath?: string;
}

export interface CheckTipPaymentConfigResponse extends ApiOk {
  availability: Flag;
  payment_method_enable: PaymentMethodEnable;
  /** Only when the outlet takes the provider alone: the tip's own order to approve. */
  payPalToken?: ProviderOrder;
}

export interface TipPaymentConfirmPayload extends TipPayload {
  payment_method_enable: PaymentMethodEnable;
  /** saved card token */
  token?: string;
  pay_pal_order_id?: string;
  authorization_id?: string;
  payment_res_arry?: string;
}

export function checkTipPaymentConfig(payload: TipPayload): Promise<CheckTipPaymentConfigResponse> {
  return apiPost('checkTipPaymentConfig', { ...payload, os: CLIENT_OS });
}

/** `message` is 'Tip is placed!'. */
export function tipPaymentConfirm(
  payload: TipPaymentConfirmPayload,
): Promise<ApiOk & { message: string }> {
  return apiPost('tipPaymentConfirm', { ...payload, os: CLIENT_OS });
}
