import type { RestaurantListItem } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';
import { fetchRestaurants, type RestaurantQuery } from './fetch-restaurants';

export type RestaurantList =
  | { status: 'loading'; restaurants: [] }
  | { status: 'ready'; restaurants: RestaurantListItem[] }
  | { status: 'failed'; restaurants: []; error: string; retry: () => void };

/**
 * The whole list for a query, read again whenever the query or `refreshKey` changes (a new
 * delivery point, a login). A failed read is a failure, never an empty list: the page shows it
 * with a way to try again, and useRequest tries again by itself while the API is away.
 */
export function useRestaurantList(query: RestaurantQuery, refreshKey = ''): RestaurantList {
  const { orderType, cuisineId, favourites, search } = query;
  const list = useRequest(
    () => fetchRestaurants({ orderType, cuisineId, favourites, search }),
    [orderType, cuisineId, favourites, search, refreshKey],
    // the island, the order type, the point and the session are the page cookie's: the server
    // reads the list as the browser would
    { quiet: true, pageData: 'restaurants' },
  );
  if (list.loading) return { status: 'loading', restaurants: [] };
  if (list.error !== undefined) {
    return { status: 'failed', restaurants: [], error: list.error, retry: list.reload };
  }
  return { status: 'ready', restaurants: list.data?.restaurants ?? [] };
}
