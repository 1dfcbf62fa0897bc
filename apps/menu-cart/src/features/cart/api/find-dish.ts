import { listMenu, type Dish } from '@island-eats/api-client';

/** The menu's current dish of a cart line, with all its add-on groups, for edit mode. */
export async function findDish(outletId: number, dishId: number): Promise<Dish | undefined> {
  const { menu } = await listMenu(outletId);
  return menu.flatMap((category) => category.categoryValues).find((d) => d.dishId === dishId);
}
