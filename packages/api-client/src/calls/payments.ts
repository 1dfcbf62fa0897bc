import type { SavedCard } from '../types/card';
import type { PaymentMethodEnable } from '../types/cart';
import type { ApiOk, Flag } from '../types/common';
import { CARD_TYPE, CLIENT_OS, PAYMENT_TYPE } from '../constants';
import { apiGet, apiPost } from '../http';

export interface ProviderLink {
  href: string;
  rel: string;
  method: string;
}

/** The provider order created for this payment; `approve` is where the user is sent. */
export interface ProviderOrder {
  id: string;
  status: string;
  links: ProviderLink[];
}

export interface CheckPaymentConfigPayload {
  method: string;
  outletId: number;
  /** Shown for reference only: the server prices the cart itself. */
  netAmount: number | string;
  /** The tip and Delivery address checkout priced with, so the provider order matches. */
  tipAmount?: number | string;
  deliveryAddressId?: number | null;
  /** The page the provider's approval returns to (this page's path). */
  returnPath?: string;
}

export interface CheckPaymentConfigResponse extends ApiOk {
  /** 0: 'Restaurant is not available at this moment' */
  availability: Flag;
  /** 1 saved cards, 2 the provider */
  payment_method_enable: PaymentMethodEnable;
  /** Only for the provider method while the outlet is available. */
  payPalToken?: ProviderOrder;
}

/** addCard and deleteCard answer with the message to show. */
export interface CardMessageResponse extends ApiOk {
  message: string;
}

export interface ProviderCardPayload {
  pay_pal_order_id: string;
  number: string;
  name: string;
  security_code: string;
  /** YYYY-MM */
  expiry: string;
  outletId: number;
}

export interface ProviderCardResponse extends ApiOk {
  cardResponse: { id: string; status: string; [field: string]: unknown };
}

export interface AddCardPayload {
  card_number: string;
  expiration_month: string;
  expiration_year: string;
  cvv: string;
  zip_code: string;
  type: string;
  outletId: number;
}

export function checkPaymentConfig(
  payload: CheckPaymentConfigPayload,
): Promise<CheckPaymentConfigResponse> {
  return apiPost('checkPaymentConfig', {
    ...payload,
    method: payload.method.toLowerCase(),
    paymentType: PAYMENT_TYPE,
    os: CLIENT_OS,
  });
}

export function payPalCardRequest(payload: ProviderCardPayload): Promise<ProviderCardResponse> {
  return apiPost('payPalCardRequest', { ...payload, os: CLIENT_OS });
}

export function getCard(outletId: number): Promise<ApiOk & { getCardList: SavedCard[] }> {
  return apiGet('getCard', { outletId });
}

/** `message` is the server's text to show ('Card added successfully.'). */
export function addCard(payload: AddCardPayload): Promise<CardMessageResponse> {
  return apiPost('addCard', { ...payload, card_type: CARD_TYPE });
}

export function deleteCard(payload: {
  outletId: number;
  access_token: string;
}): Promise<CardMessageResponse> {
  return apiPost('deleteCard', payload);
}
