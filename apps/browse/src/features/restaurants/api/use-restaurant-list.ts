import { useEffect, useState } from 'react';
import type { RestaurantListItem } from '@island-eats/api-client';
import { fetchRestaurants, reportListFailure, type RestaurantQuery } from './fetch-restaurants';

export type RestaurantList =
  { status: 'loading'; restaurants: [] } | { status: 'ready'; restaurants: RestaurantListItem[] };

/**
 * The whole list for a query, read again whenever the query or `refreshKey` changes (a new
 * delivery point, a login). A failed request leaves an empty list (SPEC.md §8).
 */
export function useRestaurantList(query: RestaurantQuery, refreshKey = ''): RestaurantList {
  const { orderType, cuisineId, favourites, search } = query;
  const key = JSON.stringify([orderType, cuisineId, favourites, search, refreshKey]);
  const [answer, setAnswer] = useState<{ key: string; restaurants: RestaurantListItem[] }>();

  useEffect(() => {
    let live = true;
    fetchRestaurants({ orderType, cuisineId, favourites, search })
      .then(({ restaurants }) => live && setAnswer({ key, restaurants }))
      .catch((failure: unknown) => {
        if (!live) return;
        reportListFailure(failure);
        setAnswer({ key, restaurants: [] });
      });
    return () => {
      live = false;
    };
  }, [key, orderType, cuisineId, favourites, search]);

  return answer?.key === key
    ? { status: 'ready', restaurants: answer.restaurants }
    : { status: 'loading', restaurants: [] };
}
