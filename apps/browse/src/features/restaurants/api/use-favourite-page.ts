import type { OrderType } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';
import { fetchRestaurants } from './fetch-restaurants';

/**
 * One server page (10) of the user's favourites; `reload` reads it again after a removal.
 * While the next page loads, the last one stays on screen; a failed page is a failure, shown
 * in its place (never as no favourites) and read again by useRequest while the API is away.
 */
export function useFavouritePage(orderType: OrderType, page: number, refreshKey: string) {
  const request = useRequest(
    () => fetchRestaurants({ orderType, favourites: true }, page),
    [orderType, page, refreshKey],
    // the page's first read: the session, island and order type are the page cookie's
    { quiet: true, pageData: 'favourites' },
  );
  const failed = !request.loading && request.error !== undefined;
  const answer = failed ? undefined : request.data;
  return {
    status: request.loading
      ? ('loading' as const)
      : failed
        ? ('failed' as const)
        : ('ready' as const),
    restaurants: answer?.restaurants ?? [],
    lastPage: answer?.lastPage ?? 1,
    error: failed ? request.error : undefined,
    reload: request.reload,
  };
}
