import { clearCart, getSession } from '@island-eats/api-client';
import { forgetCart } from './kept-cart';

/**
 * Empties the cart on the server (when logged in) and in this browser (forgetCart). A failed
 * call still forgets it here; the next read shows the server's truth.
 */
export async function clearCartEverywhere(): Promise<void> {
  forgetCart();
  if (!getSession()) return;
  try {
    await clearCart();
  } catch {
    // forgotten here already; the server's cart is read again by the next view
  }
}
