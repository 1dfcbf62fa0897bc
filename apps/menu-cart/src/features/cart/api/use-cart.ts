import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useOrderType } from '@island-eats/app-frame/choices';
import { useOutletChanges } from '@island-eats/app-frame/live';
import { cartLoadingAtom, cartStore, cartViewAtom } from './cart-store';
import { refreshCart } from './refresh-cart';

/**
 * The cart as last viewed, re-viewed when a view opens, when the order type changes (SPEC §4:
 * the cart is re-viewed after a change of type) and when staff change its outlet's stock or
 * availability while it is shown.
 */
export function useCart(active = true) {
  const orderType = useOrderType();
  const cart = useAtomValue(cartViewAtom, { store: cartStore });
  const loading = useAtomValue(cartLoadingAtom, { store: cartStore });
  useEffect(() => {
    if (active) void refreshCart();
  }, [active, orderType]);
  useOutletChanges(active ? cart?.dishes.outletDetails.outletId : null, refreshCart);
  return { cart, loading, lines: cart?.dishes.dishes ?? [] };
}
