import { cartCount, getSession } from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';

/**
 * Reads the cart and favourites counts the header shows (cartCount answers both) and publishes
 * them. A failure leaves the last counts; an expired session is handled centrally.
 */
export async function refreshCounts(): Promise<void> {
  if (!getSession()) return;
  try {
    const { count, FavouriteCount } = await cartCount();
    bus.publish('cartCount', count);
    bus.publish('favouritesCount', FavouriteCount);
  } catch {
    // keep what the header shows; the next change publishes fresh counts
  }
}
