import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@island-eats/ui';
import { CHECKOUT_MESSAGES } from '../../../lib/messages';
import type { PaymentPick } from '../../../lib/payment/utils/payment-pick';
import { readWalletReturn, withoutWalletReturn } from '../../../lib/payment/utils/wallet-return';

/**
 * Back from the provider's approval page (SPEC.md §4): `token` and `PayerID` confirm the order
 * once, `status=cancel` says it was cancelled. The return fields leave the address bar at once;
 * a reload or a second visit of the same link meets the server's one-order-per-payment rule.
 */
export function useWalletReturn(place: (pick: PaymentPick) => Promise<void>) {
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
      notify.error(CHECKOUT_MESSAGES.paymentCancelled, {
        toastId: CHECKOUT_MESSAGES.paymentCancelled,
      });
    } else {
      void place({ kind: 'wallet', providerOrderId: back.providerOrderId });
    }
  }, [location.pathname, location.search, navigate, place]);
}
