import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import type { CartView } from '@island-eats/api-client';
import { keptCart } from '@island-eats/customer-features/cart';
import { cartStore, cartViewAtom } from './cart-store';

/**
 * The viewed cart, for every view of it. None in the first render, on the page server (which
 * has no storage of the cart) and in the browser alike, so the page hydrates as it was
 * rendered; the cart kept from the last view shows once the page has mounted, until a view
 * answers. (/my-cart shows the cart the page server read meanwhile: useCart's `firstRead`.)
 */
export function useCartView(): CartView | null {
  useEffect(() => {
    // none shown yet: neither a view's answer nor a logout has spoken since the page opened
    if (cartStore.get(cartViewAtom) !== null) return;
    const kept = keptCart();
    if (kept) cartStore.set(cartViewAtom, kept);
  }, []);
  return useAtomValue(cartViewAtom, { store: cartStore });
}
