import type { RestaurantListItem } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';
import { fetchRestaurants, type RestaurantQuery } from './fetch-restaurants';

export type RestaurantList =
  { status: 'loading'; restaurants: [] } | { status: 'ready'; restaurants: RestaurantListItem[] };

/**
 * The whole list for a query, read again whenever the query or `refreshKey` changes (a new
 * delivery point, a login). A failed request leaves an empty list (SPEC.md §8).
 */
export function useRestaurantList(query: RestaurantQuery, refreshKey = ''): RestaurantList {
  const { orderType, cuisineId, favourites, search } = query;
  const list = useRequest(
    () => fetchRestaurants({ orderType, cuisineId, favourites, search }),
    [orderType, cuisineId, favourites, search, refreshKey],
  );
  if (list.loading) return { status: 'loading', restaurants: [] };
  const restaurants = list.error === undefined ? (list.data?.restaurants ?? []) : [];
  return { status: 'ready', restaurants };
}
