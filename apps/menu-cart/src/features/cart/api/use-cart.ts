import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useOrderType } from '@island-eats/app-frame/choices';
import { useOutletChanges } from '@island-eats/app-frame/live';
import { cartLoadingAtom, cartStore } from './cart-store';
import { refreshCart } from './refresh-cart';
import { useCartView } from './use-cart-view';

/**
 * The cart as last viewed, re-viewed when a view opens, when the order type changes (SPEC §4:
 * the cart is re-viewed after a change of type) and when staff change its outlet's stock or
 * availability while it is shown. A view is loading until its first view has answered, so it
 * never says 'No Cart Items' of a cart it has not asked about (nor does /my-cart's first paint).
 */
export function useCart(active = true) {
  const orderType = useOrderType();
  const cart = useCartView();
  const loading = useAtomValue(cartLoadingAtom, { store: cartStore });
  const [viewed, setViewed] = useState(false);
  useEffect(() => {
    if (!active) return;
    let live = true;
    void refreshCart().finally(() => live && setViewed(true));
    return () => {
      live = false;
    };
  }, [active, orderType]);
  useOutletChanges(active ? cart?.dishes.outletDetails.outletId : null, refreshCart);
  return { cart, loading: loading || (active && !viewed), lines: cart?.dishes.dishes ?? [] };
}
