import type { OutletRecord } from '../restaurants/find-outlet';

export { PAYMENT_NOT_SETUP } from '@island-eats/api-client/answer-texts';

/** SPEC.md §3 payment_method_enable: 1 saved cards, 2 the wallet provider, 0 neither. */
export function paymentMethodEnable(outlet: OutletRecord): 0 | 1 | 2 {
  if (outlet.cardPaymentsEnabled) return 1;
  return outlet.walletPaymentsEnabled ? 2 : 0;
}

/** It takes some way of paying; without one no order can be placed there. */
export function takesPayment(outlet: OutletRecord): boolean {
  return paymentMethodEnable(outlet) !== 0;
}

/** The outlet takes this way of paying. */
export function outletAccepts(outlet: OutletRecord, wallet: boolean): boolean {
  return wallet ? outlet.walletPaymentsEnabled : outlet.cardPaymentsEnabled;
}

/** The client names the wallet 'paypal' (lowercased method); anything else is a saved card. */
export function isWalletMethod(method: string | undefined): boolean {
  return /paypal|wallet|provider/i.test(method ?? '');
}

/** A wallet order's approval link in the wire shape the client reads (payPalToken). */
export function payPalToken(order: { id: string; status: string; approveUrl: string }) {
  return {
    id: order.id,
    status: order.status,
    links: [{ rel: 'approve', href: order.approveUrl, method: 'GET' }],
  };
}
