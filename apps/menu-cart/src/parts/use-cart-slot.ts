import { useState } from 'react';
import { useCartView } from '../features/cart/api/use-cart-view';

/**
 * The slot the cart is ordered for at this outlet (ISO; null: none), and its setter for a slot
 * just chosen or cleared. Until one is, a cart already holding this outlet's dishes for later
 * brings its slot along.
 */
export function useCartSlot(outletId: number) {
  const cart = useCartView();
  const fromCart =
    cart?.dishes.outletDetails.outletId === outletId && cart.scheduled_for
      ? cart.scheduled_for
      : null;
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  return [chosen === undefined ? fromCart : chosen, setChosen] as const;
}
