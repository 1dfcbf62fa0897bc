import { atom, getDefaultStore } from 'jotai';
import type { CartView } from '@island-eats/api-client';
import { subscribeSession } from '@island-eats/api-client';

/**
 * The viewed cart, shared by the side panel, /my-cart and the add-to-cart modal. They all live
 * in this remote, so one module-level store serves them wherever the host mounts them.
 * null: not viewed yet or empty. It starts as null, not as the kept cart: the page server has no
 * storage of the cart, and serves every request from this one store, which only the browser's
 * effects and handlers write (useCartView fills it with the kept cart once the page mounts).
 */
export const cartViewAtom = atom<CartView | null>(null);
export const cartLoadingAtom = atom(false);
/**
 * A view has been shown since the page opened (showCart). Until then, /my-cart shows the cart
 * the page server rendered it with, which only the browser's store can tell from an empty one.
 */
export const cartShownAtom = atom(false);

export const cartStore = getDefaultStore();

// A logout (here or in another tab) must not leave the last customer's cart on screen.
subscribeSession((session) => {
  if (!session) cartStore.set(cartViewAtom, null);
});
