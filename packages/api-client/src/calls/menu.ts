import type { FromSchema } from 'json-schema-to-ts';
import type { listDishesAnswer, listMenuAnswer } from '../wire/answers-shop';
import { apiGet, apiPost } from '../http';

export interface ListDishesPayload {
  latitude: number;
  longitude: number;
  outletId: number;
}

export type ListDishesResponse = FromSchema<typeof listDishesAnswer>;
export type ListMenuResponse = FromSchema<typeof listMenuAnswer>;

export function listDishes(payload: ListDishesPayload): Promise<ListDishesResponse> {
  return apiPost('listDishes', payload);
}

/** `at`: an order-for-later slot (ISO), for the dishes served then. */
export function listMenu(outletId: number, at?: string): Promise<ListMenuResponse> {
  return apiGet(`listMenu/${encodeURIComponent(outletId)}`, at ? { at } : undefined);
}
