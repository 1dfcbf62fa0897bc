import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@island-eats/ui';
import { CHECKOUT_MESSAGES } from '../../messages';
import { readWalletReturn, withoutWalletReturn } from '../utils/wallet-return';

/**
 * Back from the provider's approval page on the page that asked (SPEC.md §4): the return
 * fields leave the address bar at once, so a reload cannot replay them; a cancellation is said
 * here; an approval goes to `onApproved` once.
 */
export function useWalletReturn(onApproved: (providerOrderId: string) => void) {
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
      onApproved(back.providerOrderId);
    }
  }, [location.pathname, location.search, navigate, onApproved]);
}
