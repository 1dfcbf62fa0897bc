import type { Db } from '../db/db';
import { localClock } from '@island-eats/api-client/rules';
import type { AddOnItemRow } from './menu-rows';
import { addOnsOfDishes, dishesAtOutlet } from './menu-rows';
import type { MenuCategory } from '@island-eats/api-client';
import { dishWire } from './dish-wire';

/**
 * An outlet's menu by category, each dish with its add-on groups: its restaurant's dishes, with
 * the stock of that outlet.
 */
export async function listMenu(
  db: Db,
  outlet: { id: number; restaurantId: number },
  now: Date,
  publicUrl: string,
): Promise<MenuCategory[]> {
  const dishes = await dishesAtOutlet(db, outlet.restaurantId, outlet.id);
  const addOns = await addOnsOfDishes(
    db,
    dishes.map((d) => d.id),
    outlet.id,
  );
  const byDish = new Map<number, AddOnItemRow[]>();
  for (const item of addOns) byDish.set(item.dishId, [...(byDish.get(item.dishId) ?? []), item]);
  const seconds = localClock(now).seconds;

  const categories = new Map<number, MenuCategory>();
  for (const dish of dishes) {
    const category = categories.get(dish.categoryId) ?? {
      categoryId: dish.categoryId,
      categoryName: dish.categoryName,
      categoryValues: [],
    };
    category.categoryValues.push(dishWire(dish, byDish.get(dish.id) ?? [], seconds, publicUrl));
    categories.set(dish.categoryId, category);
  }
  return [...categories.values()];
}
