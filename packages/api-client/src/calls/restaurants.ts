import type { ApiOk, Flag, OrderType } from '../types/common';
import type { Cuisine, RestaurantInfo, RestaurantListItem } from '../types/restaurant';
import { SERVER_PAGE_SIZE } from '../constants';
import { apiGet, apiPost } from '../http';

export interface ListRestaurantPayload {
  latitude: number;
  longitude: number;
  timezone: string;
  type: OrderType;
  /** 1 lists only the user's favourites */
  favorites?: 1;
  cuisineId?: number[];
}

export interface ListRestaurantResponse extends ApiOk {
  listRestaurants: RestaurantListItem[];
  loginActive: Flag;
  /** Paging of the whole list: 1 and 1 when it came in one answer. */
  current_page: number;
  last_page: number;
  total: number;
}

export interface SearchRestaurantsPayload {
  latitude: number;
  longitude: number;
  timezone: string;
  type: OrderType;
  restaurantName: string;
}

export interface SearchRestaurantsResponse extends ApiOk {
  list: RestaurantListItem[];
}

export interface OutletDetailResponse extends ApiOk {
  restaurantInfo: RestaurantInfo;
}

export interface ToggleFavouriteResponse extends ApiOk {
  is_like: Flag;
  /** The user's favourites on this island after the change (the header's count). */
  FavouriteCount: number;
}

/**
 * Without `page` the server answers the whole list; with it, pages of 10. A list with
 * loginActive 0 arrives as error 'true': the ApiError's body carries loginActive.
 */
export function listRestaurant(
  payload: ListRestaurantPayload,
  page?: number,
): Promise<ListRestaurantResponse> {
  const query = page === undefined ? undefined : { page, size: SERVER_PAGE_SIZE };
  return apiPost('listRestaurant', payload, query);
}

export function searchRestaurants(
  payload: SearchRestaurantsPayload,
): Promise<SearchRestaurantsResponse> {
  return apiPost('searchRestaurants', payload);
}

export function getOutletDetail(outletId: number): Promise<OutletDetailResponse> {
  return apiGet(`outlet-detail/${encodeURIComponent(outletId)}`);
}

export function listCuisines(): Promise<ApiOk & { cuisines: Cuisine[] }> {
  return apiGet('listCuisines');
}

export function toggleFavourite(payload: {
  restaurantId: number;
}): Promise<ToggleFavouriteResponse> {
  return apiPost('toggleFavourite', payload);
}
