import type { OrderType } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';
import { fetchRestaurants } from './fetch-restaurants';

/**
 * One server page (10) of the user's favourites; `reload` reads it again after a removal.
 * While the next page loads, the last one stays on screen; a failed page shows none (§8).
 */
export function useFavouritePage(orderType: OrderType, page: number, refreshKey: string) {
  const request = useRequest(
    () => fetchRestaurants({ orderType, favourites: true }, page),
    [orderType, page, refreshKey],
  );
  const answer = request.error === undefined ? request.data : undefined;
  return {
    status: request.loading ? ('loading' as const) : ('ready' as const),
    restaurants: answer?.restaurants ?? [],
    lastPage: answer?.lastPage ?? 1,
    reload: request.reload,
  };
}
