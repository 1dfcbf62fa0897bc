import { getCurrentLocation, getDeliveryType, getSession } from '@island-eats/api-client';
import { useBusValue } from '@island-eats/event-bus';

/**
 * What every restaurant list depends on: the order type, the island and whether someone is
 * logged in (favourite hearts). Read from the bus, so a change made anywhere on the page or in
 * another tab re-reads the lists.
 */
export function useBrowseContext() {
  const orderType = useBusValue('orderType', getDeliveryType());
  const island = useBusValue('location', getCurrentLocation());
  const auth = useBusValue('auth', { loggedIn: getSession() !== null });
  return { orderType, island, loggedIn: auth.loggedIn };
}

export type BrowseContext = ReturnType<typeof useBrowseContext>;
