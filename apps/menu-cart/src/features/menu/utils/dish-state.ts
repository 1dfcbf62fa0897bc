import type { Dish } from '@island-eats/api-client';
import { formatTime } from '@island-eats/ui';

export type DishState = 'available' | 'out-of-stock' | 'unavailable';

/** Out of stock wins over the serving window: neither can be ordered, stock says more. */
export function dishState(dish: Pick<Dish, 'stock_status' | 'dishavailable'>): DishState {
  if (dish.stock_status === 1) return 'out-of-stock';
  if (dish.dishavailable === 0) return 'unavailable';
  return 'available';
}

/** '9:00 PM' – '3:00 AM' of a dish's serving window, when it has one. */
export function servingWindow(dish: Pick<Dish, 'availableFrom' | 'availableTo'>) {
  if (!dish.availableFrom || !dish.availableTo) return null;
  return { from: formatTime(dish.availableFrom), to: formatTime(dish.availableTo) };
}
