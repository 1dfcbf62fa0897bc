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
import { showFailure } from '@island-eats/app-frame/client';
import { bus } from '@island-eats/event-bus';
import { notify } from '@island-eats/ui';
import { CHECKOUT_MESSAGES } from '../../../lib/messages';
import type { PaymentPick } from '../../../lib/payment/utils/payment-pick';
import type { Blocker } from '../components/blocking-modal';
import { hasUnavailableLines, loadCheckoutCart } from './load-checkout-cart';
import { orderPayload } from './order-payload';

/** The server's refusals that open a blocking modal rather than a toast. */
const BLOCKING: Record<string, Blocker> = {
  [CHECKOUT_MESSAGES.outletNotAvailable]: 'notAvailable',
  [CHECKOUT_MESSAGES.outOfStock]: 'outOfStock',
};

interface Options {
  successPath: string;
  exitPath: string;
  /** Shows a freshly priced cart (the bill may have changed). */
  onCart: (cart: CartView | null) => void;
}

/**
 * SPEC.md §4 Place order: refresh the cart, stop on an out-of-stock dish or add-on or an
 * outlet that is not taking orders, else confirm. After 'Order is placed!' the cart is empty
 * everywhere (the header's count through the bus) and the customer lands on `successPath`.
 * The server makes one order and one charge of repeated confirmations, so a double click or a
 * replayed provider return cannot pay twice.
 */
export function usePlaceOrder({ successPath, exitPath, onCart }: Options) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [blocker, setBlocker] = useState<Blocker | null>(null);

  /** The cart, refreshed and checked; null when the order cannot go ahead (already said why). */
  async function checkedCart(): Promise<CartView | null> {
    const cart = await loadCheckoutCart();
    onCart(cart);
    if (!cart) {
      notify.error(CHECKOUT_MESSAGES.emptyCart, { toastId: CHECKOUT_MESSAGES.emptyCart });
      return null;
    }
    if (hasUnavailableLines(cart)) setBlocker('outOfStock');
    else if (cart.restaurantAvailable === 0) setBlocker('notAvailable');
    else if (cart.payment_method_enable === 0) notify.error(CHECKOUT_MESSAGES.paymentNotSetup);
    else return cart;
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
      const cart = await checkedCart();
      if (!cart) return;
      await orderConfirm(orderPayload(cart, pick));
      stored.remove('viewCart');
      stored.remove('additionalInfo');
      bus.publish('cartCount', 0);
      notify.success(CHECKOUT_MESSAGES.orderPlaced);
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
      const cart = await checkedCart();
      if (!cart) return null;
      const config = await checkPaymentConfig({
        method: 'paypal',
        outletId: cart.dishes.outletDetails.outletId,
        netAmount: cart.netAmount,
        tipAmount: cart.tipAmount,
        deliveryAddressId:
          getDeliveryType() === 'Delivery'
            ? (stored.get('chosenLocation')?.addressId ?? null)
            : null,
      });
      if (config.availability === 0) {
        setBlocker('notAvailable');
        return null;
      }
      if (!config.payPalToken) {
        notify.error(CHECKOUT_MESSAGES.paymentFailed);
        return null;
      }
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
