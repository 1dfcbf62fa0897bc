import { PAYMENT_METHOD } from '@island-eats/api-client';
import type { TipReturnProps } from '@island-eats/app-frame';
import { useWalletReturn } from '../../../lib/payment/api/use-wallet-return';
import { pendingApproval } from '../../../lib/payment/utils/pending-approval';
import { confirmTip, type TipOrder } from '../api/use-tip-payment';

/**
 * Finishes a tip the provider approved when the payer is back on the page that opened the tip
 * modal (exposed as `./tip-return`); says so when they cancelled. Renders nothing.
 */
export function TipReturn({ onPaid }: TipReturnProps) {
  useWalletReturn((providerOrderId) => {
    const tip = pendingApproval<TipOrder & { providerOrderId: string }>('tip', providerOrderId, {
      take: true,
    });
    if (!tip) return;
    void confirmTip(tip, PAYMENT_METHOD.provider, { kind: 'wallet', providerOrderId }).then(
      (paid) => {
        if (paid) onPaid();
      },
    );
  });
  return null;
}
