import { SELECT_CARD } from './saved-cards';
import { PAYMENT_FAILED } from './provider';

/** How the customer pays: a saved card, or a wallet order they approved at the provider. */
export interface PaymentChoice {
  wallet: boolean;
  /** The saved card's token, or the provider order id when `wallet`. */
  paymentRef: string;
}

/**
 * The payment fields of orderConfirm and tipPaymentConfirm as one choice. A provider order id
 * means the wallet whatever else is sent; `walletAsked` is the call's own way of naming the
 * wallet (orderConfirm's method, tipPaymentConfirm's payment_method_enable 2).
 */
export function readPaymentChoice(fields: {
  providerOrderId: string;
  token: string;
  walletAsked: boolean;
}): { ok: true; choice: PaymentChoice } | { ok: false; message: string } {
  const wallet = fields.providerOrderId !== '' || fields.walletAsked;
  const paymentRef = wallet ? fields.providerOrderId || fields.token : fields.token;
  if (!paymentRef) return { ok: false, message: wallet ? PAYMENT_FAILED : SELECT_CARD };
  return { ok: true, choice: { wallet, paymentRef } };
}
