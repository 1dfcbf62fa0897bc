import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAYMENT_METHOD } from '@island-eats/api-client';
import type { TipReturnProps } from '@island-eats/app-frame';
import { notify } from '@island-eats/ui';
import { CHECKOUT_MESSAGES } from '../../../lib/messages';
import { readWalletReturn, withoutWalletReturn } from '../../../lib/payment/utils/wallet-return';
import { pendingApproval } from '../../../lib/payment/utils/pending-approval';
import { confirmTip, type TipOrder } from '../api/use-tip-payment';

/**
 * Finishes a tip the provider approved when the payer is back on the page that opened the tip
 * modal (exposed as `./tip-return`); says so when they cancelled. Renders nothing.
 */
export function TipReturn({ onPaid }: TipReturnProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const search = new URLSearchParams(location.search);
    const back = readWalletReturn(search);
    if (!back) return;
    handled.current = true;
    navigate(
      { pathname: location.pathname, search: withoutWalletReturn(search) },
      { replace: true },
    );
    if (back.kind === 'cancelled') {
      notify.error(CHECKOUT_MESSAGES.paymentCancelled);
      return;
    }
    const tip = pendingApproval<TipOrder & { providerOrderId: string }>(
      'tip',
      back.providerOrderId,
      { take: true },
    );
    if (!tip) return;
    void confirmTip(tip, PAYMENT_METHOD.provider, {
      kind: 'wallet',
      providerOrderId: back.providerOrderId,
    }).then((paid) => {
      if (paid) onPaid();
    });
  }, [location.pathname, location.search, navigate, onPaid]);

  return null;
}
