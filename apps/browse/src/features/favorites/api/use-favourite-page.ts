import { useCallback, useEffect, useState } from 'react';
import type { OrderType, RestaurantListItem } from '@island-eats/api-client';
import { fetchRestaurants, reportListFailure } from '../../restaurants/api/fetch-restaurants';

interface Answer {
  key: string;
  restaurants: RestaurantListItem[];
  lastPage: number;
}

/**
 * One server page (10) of the user's favourites; `reload` reads it again after a removal.
 * While the next page loads, the last one stays on screen.
 */
export function useFavouritePage(orderType: OrderType, page: number, refreshKey: string) {
  const [version, setVersion] = useState(0);
  const key = JSON.stringify([orderType, page, refreshKey, version]);
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    let live = true;
    fetchRestaurants({ orderType, favourites: true }, page)
      .then((found) => live && setAnswer({ key, ...found }))
      .catch((failure: unknown) => {
        if (!live) return;
        reportListFailure(failure);
        setAnswer({ key, restaurants: [], lastPage: 1 });
      });
    return () => {
      live = false;
    };
  }, [key, orderType, page]);

  return {
    status: answer?.key === key ? ('ready' as const) : ('loading' as const),
    restaurants: answer?.restaurants ?? [],
    lastPage: answer?.lastPage ?? 1,
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}
