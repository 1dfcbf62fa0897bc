import { getCurrentLocation } from '@island-eats/api-client';
import { useOrderType } from '@island-eats/customer-features/choices';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { useBusValue } from '@island-eats/event-bus';

/**
 * What every restaurant list depends on: the order type, the island and whether someone is
 * logged in (favourite hearts). Followed live, so a change made anywhere on the page or in
 * another tab re-reads the lists.
 */
export function useBrowseContext() {
  const orderType = useOrderType();
  const island = useBusValue('location', getCurrentLocation());
  const loggedIn = useLoggedIn();
  return { orderType, island, loggedIn };
}
