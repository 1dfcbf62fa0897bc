import {
  getChosenPoint,
  listRestaurant,
  searchRestaurants,
  type OrderType,
  type RestaurantListItem,
} from '@island-eats/api-client';
import { SEARCH_MAX_LENGTH } from '../../../lib/search-max-length';

export interface RestaurantQuery {
  orderType: OrderType;
  cuisineId?: number;
  favourites?: boolean;
  /** A restaurant name to search for; empty lists everything. */
  search?: string;
}

export interface RestaurantPage {
  restaurants: RestaurantListItem[];
  lastPage: number;
}

/**
 * One answer of the list: a server page of 10 when `page` is given, else the whole list.
 * A search answers its matches in one go.
 */
export async function fetchRestaurants(
  query: RestaurantQuery,
  page?: number,
): Promise<RestaurantPage> {
  const point = getChosenPoint();
  const search = query.search?.trim().slice(0, SEARCH_MAX_LENGTH);
  if (search) {
    const answer = await searchRestaurants({
      ...point,
      type: query.orderType,
      restaurantName: search,
    });
    return { restaurants: answer.list, lastPage: 1 };
  }
  const answer = await listRestaurant(
    {
      ...point,
      type: query.orderType,
      ...(query.favourites ? { favorites: 1 as const } : {}),
      ...(query.cuisineId ? { cuisineId: [query.cuisineId] } : {}),
    },
    page,
  );
  return { restaurants: answer.listRestaurants, lastPage: answer.last_page };
}
