import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { readCart } from '@island-eats/customer-features/cart';
import { useOrderType } from '@island-eats/customer-features/choices';
import { useHandedAnswer } from '@island-eats/app-frame/client';
import { useOutletChanges } from '@island-eats/customer-features/live';
import { cartLoadingAtom, cartShownAtom, cartStore } from './cart-store';
import { refreshCart, showCart } from './refresh-cart';
import { useCartView } from './use-cart-view';

/**
 * The cart as last viewed, re-viewed when a view opens, when the order type changes (SPEC §4:
 * the cart is re-viewed after a change of type) and when staff change its outlet's stock or
 * availability while it is shown. A view is loading until its first view has answered, so it
 * never says 'No Cart Items' of a cart it has not asked about.
 *
 * `firstRead`: the view is its page's (/my-cart), whose cart is read by the page server and
 * handed to the browser (useHandedAnswer): the page comes with the cart, and a view that starts
 * with the handed cart does not view it again.
 */
export function useCart(active = true, { firstRead = false } = {}) {
  const orderType = useOrderType();
  const handed = useHandedAnswer(firstRead ? 'cart' : undefined, [], readCart);
  const handedCart = handed && !handed.error ? handed.data : undefined;
  // the handed cart until a view is shown everywhere (the page server shows only that)
  const everShown = useAtomValue(cartShownAtom, { store: cartStore });
  const shown = useCartView();
  const cart = everShown || handedCart === undefined ? shown : handedCart;
  const loading = useAtomValue(cartLoadingAtom, { store: cartStore });
  const [viewed, setViewed] = useState(handedCart !== undefined);
  useEffect(() => {
    if (!active) return;
    if (handedCart !== undefined && !cartStore.get(cartShownAtom)) {
      showCart(handedCart);
      return;
    }
    let live = true;
    void refreshCart().finally(() => live && setViewed(true));
    return () => {
      live = false;
    };
  }, [active, orderType, handedCart]);
  useOutletChanges(active ? cart?.dishes.outletDetails.outletId : null, refreshCart);
  return { cart, loading: loading || (active && !viewed), lines: cart?.dishes.dishes ?? [] };
}
