import type { ApiOk } from '../types/common';
import type { MenuCategory } from '../types/dish';
import { apiGet, apiPost } from '../http';

export interface ListDishesPayload {
  latitude: number;
  longitude: number;
  outletId: number;
}

export interface ListDishesResponse extends ApiOk {
  dishes: MenuCategory[];
}

export interface ListMenuResponse extends ApiOk {
  menu: MenuCategory[];
}

export function listDishes(payload: ListDishesPayload): Promise<ListDishesResponse> {
  return apiPost('listDishes', payload);
}

export function listMenu(outletId: number): Promise<ListMenuResponse> {
  return apiGet(`listMenu/${encodeURIComponent(outletId)}`);
}
