import {
  DISH_NOT_FOUND,
  EMPTY_CART,
  OTHER_OUTLET_IN_CART,
  RESTAURANT_NOT_AVAILABLE,
  RESTAURANT_NOT_FOUND,
} from '@island-eats/api-client/answer-texts';
import { MESSAGES } from '@island-eats/api-client/messages';
import { dishLimitMessage } from '@island-eats/api-client/rules';
import type { AddOnItemRow, DishRow } from '../menu/menu-rows';
import { twelveHour } from './clock-text';
import { isServedAt } from './price-cart';

/** Lines one cart may hold (a line is a dish with its add-ons and note, in any quantity). */
export const MAX_CART_LINES = 50;

export const CART_MESSAGES = {
  tooManyLines: `Your cart can hold up to ${MAX_CART_LINES} different items. Please remove one to add another.`,
  outOfStock: 'Out of Stock',
  selectOne: MESSAGES.selectAddOn,
  dishNotFound: DISH_NOT_FOUND,
  lineNotFound: 'Cart item not found.',
  empty: EMPTY_CART,
  restaurantNotFound: RESTAURANT_NOT_FOUND,
  restaurantUnavailable: RESTAURANT_NOT_AVAILABLE,
  otherOutlet: OTHER_OUTLET_IN_CART,
  servedBetween: (from: string, to: string) =>
    `Dish is available from ${twelveHour(from)} to ${twelveHour(to)}`,
  unknownAddOn: (dishName: string) => `That add-on is not offered with ${dishName}.`,
  addOnOutOfStock: (itemName: string) => `${itemName} is Out of Stock`,
  onlyOne: (groupName: string) => `Please choose only one ${groupName}.`,
} as const;

/** Whether the dish itself can be ordered now; a message when not. */
export function dishRefusal(dish: DishRow, clockSeconds: number): string | null {
  if (dish.outOfStock) return CART_MESSAGES.outOfStock;
  if (!isServedAt(dish.availableFrom, dish.availableTo, clockSeconds)) {
    return CART_MESSAGES.servedBetween(dish.availableFrom ?? '', dish.availableTo ?? '');
  }
  return null;
}

/** SPEC.md §4 customisation rules for the chosen add-on ids of one dish. */
export function addOnRefusal(
  dish: DishRow,
  offered: readonly AddOnItemRow[],
  chosenIds: readonly number[],
): string | null {
  const byId = new Map(offered.map((item) => [item.id, item]));
  const perGroup = new Map<number, number>();
  for (const id of chosenIds) {
    const item = byId.get(id);
    if (!item) return CART_MESSAGES.unknownAddOn(dish.name);
    if (item.outOfStock) return CART_MESSAGES.addOnOutOfStock(item.name);
    const count = (perGroup.get(item.groupId) ?? 0) + 1;
    if (item.groupType === 'single' && count > 1) return CART_MESSAGES.onlyOne(item.groupName);
    perGroup.set(item.groupId, count);
  }
  if (offered.length > 0 && chosenIds.length === 0) return CART_MESSAGES.selectOne;
  return null;
}

/** A dish past its per-order limit, counted over all its lines: the refusal naming both. */
export function limitRefusal(
  dish: Pick<DishRow, 'name' | 'maxPerOrder'>,
  inCart: number,
  adding: number,
): string | null {
  if (dish.maxPerOrder === null || inCart + adding <= dish.maxPerOrder) return null;
  return dishLimitMessage(dish.name, dish.maxPerOrder, inCart);
}
