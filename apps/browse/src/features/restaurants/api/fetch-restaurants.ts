import { toast } from 'react-toastify';
import {
  failureMessage,
  getChosenPoint,
  isApiError,
  listRestaurant,
  searchRestaurants,
  type OrderType,
  type RestaurantListItem,
} from '@island-eats/api-client';

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

/** The server refuses longer names; the search box cuts at this too. */
export const SEARCH_MAX_LENGTH = 100;

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

/**
 * SPEC.md §8: a failed list leaves the list empty and shows the server's message. Login not
 * active is the shell's to show (it replaces the whole layout), so no toast for that.
 */
export function reportListFailure(failure: unknown): void {
  if (isApiError(failure)) {
    // An ended session has its own alert, from the api-client.
    if (failure.kind === 'unauthenticated' || failure.kind === 'logged-out') return;
    if (Number(failure.body?.loginActive) === 0) return;
  }
  toast.error(failureMessage(failure));
}
