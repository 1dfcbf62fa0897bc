import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  checkPaymentConfig,
  getDeliveryType,
  isApiError,
  orderConfirm,
  stored,
  type CartView,
  type ProviderOrder,
} from '@island-eats/api-client';
import {
  CART_CHANGED,
  EMPTY_CART,
  ORDER_PLACED,
  OUT_OF_STOCK,
  OUTLET_NOT_AVAILABLE,
  PAYMENT_FAILED,
  PAYMENT_NOT_SETUP,
} from '@island-eats/api-client/answer-texts';
import { forgetCart, readCart } from '@island-eats/customer-features/cart';
import { showFailure } from '@island-eats/app-frame/client';
import { notify } from '@island-eats/ui';
import { pendingApproval, rememberApproval } from '../../../lib/payment/utils/pending-approval';
import type { PaymentPick } from '../../../lib/payment/utils/payment-pick';
import type { Blocker } from '../components/blocking-modal';
import { hasUnavailableLines } from './unavailable-lines';
import { orderPayload } from './order-payload';

/** The server's refusals that open a blocking modal rather than a toast. */
const BLOCKING: Record<string, Blocker> = {
  [OUTLET_NOT_AVAILABLE]: 'notAvailable',
  [OUT_OF_STOCK]: 'outOfStock',
};

/** A provider order on its way to the approval page, for the outlet it pays. */
interface PendingOrder {
  providerOrderId: string;
  outletId: number;
}

/** What an order goes ahead with: the priced cart, or none for a provider order paid before. */
interface Ready {
  outletId: number;
  cart: CartView | null;
}

const chosenAddressId = () =>
  getDeliveryType() === 'Delivery' ? (stored.get('chosenLocation')?.addressId ?? null) : null;

interface Options {
  successPath: string;
  exitPath: string;
  /** The priced cart the customer sees, whose total they order. */
  shown: CartView | null | undefined;
  /** Shows a freshly priced cart (the bill may have changed). */
  onCart: (cart: CartView | null) => void;
}

/**
 * SPEC.md §4 Place order: refresh the cart, stop on an out-of-stock dish or add-on or an
 * outlet that is not taking orders, or on a total that is not the one shown (a dish added in
 * another tab, a price changed): the new bill is shown and the customer orders again once they
 * have seen it. Else confirm. After 'Order is placed!' the cart is empty
 * everywhere (the header's count through the bus) and the customer lands on `successPath`.
 * The server makes one order and one charge of repeated confirmations, so a double click or a
 * replayed provider return cannot pay twice.
 */
export function usePlaceOrder({ successPath, exitPath, shown, onCart }: Options) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [blocker, setBlocker] = useState<Blocker | null>(null);

  /** The refreshed cart if the order may go ahead; null when not (the customer was told why). */
  async function ready(pick?: PaymentPick): Promise<Ready | null> {
    const cart = await readCart();
    onCart(cart);
    if (!cart) {
      // A provider return seen again after its order emptied the cart: the server answers
      // with the order that provider order paid.
      const pending =
        pick?.kind === 'wallet'
          ? pendingApproval<PendingOrder>('order', pick.providerOrderId)
          : null;
      if (pending) return { outletId: pending.outletId, cart: null };
      notify.error(EMPTY_CART, { toastId: EMPTY_CART });
    } else if (hasUnavailableLines(cart)) {
      setBlocker('outOfStock');
    } else if (cart.scheduleMessage) {
      // The slot it is ordered for has passed or left the hours: choose another on the menu.
      notify.error(cart.scheduleMessage);
    } else if (cart.restaurantAvailable === 0) {
      setBlocker('notAvailable');
    } else if (cart.payment_method_enable === 0) {
      notify.error(PAYMENT_NOT_SETUP);
    } else if (shown && shown.netAmount !== cart.netAmount) {
      notify.error(CART_CHANGED, { toastId: CART_CHANGED });
    } else {
      return { outletId: cart.dishes.outletDetails.outletId, cart };
    }
    return null;
  }

  function refused(failure: unknown) {
    const blocking = isApiError(failure) ? BLOCKING[failure.errorMessage] : undefined;
    if (blocking) setBlocker(blocking);
    else showFailure(failure);
  }

  async function place(pick: PaymentPick): Promise<void> {
    setBusy(true);
    try {
      const go = await ready(pick);
      if (!go) return;
      await orderConfirm(orderPayload(go.outletId, go.cart, pick));
      forgetCart();
      stored.remove('additionalInfo');
      notify.success(ORDER_PLACED);
      navigate(successPath, { replace: true });
    } catch (failure) {
      refused(failure);
    } finally {
      setBusy(false);
    }
  }

  /** checkPaymentConfig for the provider: the order to approve or pay, for the server's price. */
  async function createProviderOrder(): Promise<ProviderOrder | null> {
    setBusy(true);
    try {
      const go = await ready();
      if (!go?.cart) return null;
      const config = await checkPaymentConfig({
        method: 'paypal',
        outletId: go.outletId,
        netAmount: go.cart.netAmount,
        tipAmount: go.cart.tipAmount,
        deliveryAddressId: chosenAddressId(),
        returnPath: window.location.pathname,
      });
      if (config.availability === 0) {
        setBlocker('notAvailable');
        return null;
      }
      if (!config.payPalToken) {
        notify.error(PAYMENT_FAILED);
        return null;
      }
      rememberApproval<PendingOrder>('order', {
        providerOrderId: config.payPalToken.id,
        outletId: go.outletId,
      });
      return config.payPalToken;
    } catch (failure) {
      refused(failure);
      return null;
    } finally {
      setBusy(false);
    }
  }

  const leave = () => {
    setBlocker(null);
    navigate(exitPath);
  };

  return { busy, blocker, place, createProviderOrder, leave };
}
