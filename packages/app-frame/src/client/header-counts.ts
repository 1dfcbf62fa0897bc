import { cartCount, getSession, pageData, type CartCountResponse } from '@island-eats/api-client';
import { bus, useBusValue } from '@island-eats/event-bus';
import { handedKey, useHandedAnswer } from './use-handed-answer';
import { useLoggedIn } from './use-logged-in';

/** The first read the header's counts are handed under (useHandedAnswer's name). */
const COUNTS = 'counts';

function publishCounts({ count, FavouriteCount }: CartCountResponse): void {
  bus.publish('cartCount', count);
  bus.publish('favouritesCount', FavouriteCount);
}

/**
 * Reads the cart and favourites counts the header shows (cartCount answers both) and publishes
 * them. A failure leaves the last counts; an expired session is handled centrally.
 */
export async function refreshCounts(): Promise<void> {
  if (!getSession()) return;
  try {
    publishCounts(await cartCount());
  } catch {
    // keep what the header shows; the next change publishes fresh counts
  }
}

/**
 * At the page's start (an effect, before the handed answers are spent): publishes the counts
 * the page server rendered the header with, or reads them where the page came without.
 */
export function startCounts(): void {
  const handed = pageData().take(handedKey(COUNTS), cartCount);
  const counts = handed instanceof Promise ? undefined : handed?.data;
  if (counts) publishCounts(counts as CartCountResponse);
  else void refreshCounts();
}

/**
 * The counts a customer's header shows: as the bus last published them, and until then as the
 * page server read them with the customer's session and handed them over, so the first paint
 * shows the customer's own counts, not a 0 that turns into them a round trip later.
 */
export function useHeaderCounts(): { cart: number; favourites: number } {
  // (a visitor has no counts to read: the page server asks only for a customer)
  const handed = useHandedAnswer(useLoggedIn() ? COUNTS : undefined, [], cartCount)?.data;
  return {
    cart: useBusValue('cartCount', handed?.count ?? 0),
    favourites: useBusValue('favouritesCount', handed?.FavouriteCount ?? 0),
  };
}
