import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useOrderType } from '@island-eats/app-frame/choices';
import { cartLoadingAtom, cartStore, cartViewAtom } from './cart-store';
import { refreshCart } from './refresh-cart';

/**
 * The cart as last viewed, re-viewed when a view opens and when the order type changes
 * (SPEC §4: the cart is re-viewed after a change of type).
 */
export function useCart(active = true) {
  const orderType = useOrderType();
  const cart = useAtomValue(cartViewAtom, { store: cartStore });
  const loading = useAtomValue(cartLoadingAtom, { store: cartStore });
  useEffect(() => {
    if (active) void refreshCart();
  }, [active, orderType]);
  return { cart, loading, lines: cart?.dishes.dishes ?? [] };
}
