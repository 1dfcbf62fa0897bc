import { useCallback, useState } from 'react';
import type { RestaurantListItem } from '@island-eats/api-client';

/**
 * Hearts toggled on this page, laid over the list the server sent, so every card of a
 * restaurant (the home page shows each in three carousels) shows the change at once.
 */
export function useFavouriteOverrides() {
  const [liked, setLiked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const apply = useCallback(
    (restaurants: RestaurantListItem[]): RestaurantListItem[] =>
      restaurants.map((restaurant) => {
        const like = liked.get(restaurant.restaurantId);
        return like === undefined ? restaurant : { ...restaurant, is_like: like ? 1 : 0 };
      }),
    [liked],
  );
  const onFavouriteChange = useCallback((restaurant: RestaurantListItem, like: boolean) => {
    setLiked((before) => new Map(before).set(restaurant.restaurantId, like));
  }, []);
  return { apply, onFavouriteChange };
}
