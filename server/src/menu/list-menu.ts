import type { Db } from '../db/db';
import { localClock } from '@island-eats/api-client/rules';
import type { AddOnItemRow } from './menu-rows';
import { addOnsOfDishes, dishesOfRestaurant } from './menu-rows';
import type { MenuCategory } from '@island-eats/api-client';
import { dishWire } from './dish-wire';

/** A restaurant's menu by category, each dish with its add-on groups; outlets share it. */
export async function listMenu(
  db: Db,
  restaurantId: number,
  now: Date,
  publicUrl: string,
): Promise<MenuCategory[]> {
  const dishes = await dishesOfRestaurant(db, restaurantId);
  const addOns = await addOnsOfDishes(
    db,
    dishes.map((d) => d.id),
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
