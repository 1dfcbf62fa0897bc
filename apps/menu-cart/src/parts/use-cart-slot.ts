import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { cartStore, cartViewAtom } from '../features/cart/api/cart-store';

/**
 * The slot the cart is ordered for at this outlet (ISO; null: none), and its setter for a slot
 * just chosen. A cart already holding this outlet's dishes for later brings its slot along.
 */
export function useCartSlot(outletId: number) {
  const cart = useAtomValue(cartViewAtom, { store: cartStore });
  const fromCart =
    cart?.dishes.outletDetails.outletId === outletId && cart.scheduled_for
      ? cart.scheduled_for
      : null;
  const [slot, setSlot] = useState<string | null>(fromCart);
  useEffect(() => {
    if (fromCart) setSlot(fromCart);
  }, [fromCart]);
  return [slot, setSlot] as const;
}
