import { clearCart, getSession, stored } from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';

/**
 * Empties the cart on the server (when logged in) and in every view of it: the stored cart
 * view, and the header's count through the bus. A failed call still empties the local view;
 * the next viewCart shows the server's truth.
 */
export async function clearCartEverywhere(): Promise<void> {
  stored.remove('viewCart');
  bus.publish('cartCount', 0);
  if (!getSession()) return;
  try {
    await clearCart();
  } catch {
    // the local view is already empty; the server's cart is re-read on the next view
  }
}
