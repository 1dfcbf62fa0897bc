import { payPalCardRequest } from '@island-eats/api-client';
import { PAYMENT_FAILED } from '@island-eats/api-client/answer-texts';
import { notify } from '@island-eats/ui';
import { providerCardFields, type ProviderCardValues } from '../utils/provider-card';

/**
 * Pays the provider order with the card typed into the provider form. A declined card answers
 * 'Payment is failed!' (SPEC.md §8); true when the order is paid and may be confirmed.
 */
export async function payProviderCard(
  outletId: number,
  providerOrderId: string,
  card: ProviderCardValues,
): Promise<boolean> {
  try {
    await payPalCardRequest({
      pay_pal_order_id: providerOrderId,
      outletId,
      ...providerCardFields(card),
    });
    return true;
  } catch {
    notify.error(PAYMENT_FAILED, { toastId: PAYMENT_FAILED });
    return false;
  }
}
