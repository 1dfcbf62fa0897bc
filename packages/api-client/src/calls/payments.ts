import type { SavedCard } from '../types/card';
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
  netAmount: number | string;
}

export interface CheckPaymentConfigResponse extends ApiOk {
  /** 0: 'Restaurant is not available at this moment' */
  availability: Flag;
  payPalToken?: ProviderOrder;
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

/** The answer's errorMessage is the server's message to show. */
export function addCard(payload: AddCardPayload): Promise<ApiOk> {
  return apiPost('addCard', { ...payload, card_type: CARD_TYPE });
}

export function deleteCard(payload: { outletId: number; access_token: string }): Promise<ApiOk> {
  return apiPost('deleteCard', payload);
}
