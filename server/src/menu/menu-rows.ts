import type { Db } from '../db/db';

export interface DishRow {
  id: number;
  categoryId: number;
  categoryName: string;
  name: string;
  description: string;
  image: string | null;
  priceCents: number;
  isVeg: boolean;
  outOfStock: boolean;
  availableFrom: string | null;
  availableTo: string | null;
  maxPerOrder: number | null;
}

export interface AddOnItemRow {
  id: number;
  groupId: number;
  groupName: string;
  groupType: 'single' | 'multiple';
  dishId: number;
  name: string;
  priceCents: number;
  outOfStock: boolean;
}

const DISH_COLUMNS = `d.id, d.category_id AS "categoryId", c.name AS "categoryName", d.name,
  d.description, d.image, d.price_cents AS "priceCents", d.is_veg AS "isVeg",
  d.out_of_stock AS "outOfStock", d.available_from::text AS "availableFrom",
  d.available_to::text AS "availableTo", d.max_per_order AS "maxPerOrder"`;

/** A restaurant's dishes in menu order (category, then dish). */
export async function dishesOfRestaurant(db: Db, restaurantId: number): Promise<DishRow[]> {
  return db.query<DishRow>(
    `SELECT ${DISH_COLUMNS}
       FROM dishes d JOIN menu_categories c ON c.id = d.category_id
      WHERE d.restaurant_id = $1
      ORDER BY c.sort_order, c.id, d.sort_order, d.id`,
    [restaurantId],
  );
}

export async function findDish(
  db: Db,
  dishId: number,
): Promise<(DishRow & { restaurantId: number }) | null> {
  const [row] = await db.query<DishRow & { restaurantId: number }>(
    `SELECT ${DISH_COLUMNS}, d.restaurant_id AS "restaurantId"
       FROM dishes d JOIN menu_categories c ON c.id = d.category_id WHERE d.id = $1`,
    [dishId],
  );
  return row ?? null;
}

/** Add-on items of the given dishes, grouped in menu order. */
export async function addOnsOfDishes(db: Db, dishIds: readonly number[]): Promise<AddOnItemRow[]> {
  if (dishIds.length === 0) return [];
  return db.query<AddOnItemRow>(
    `SELECT i.id, g.id AS "groupId", g.name AS "groupName", g.type AS "groupType",
            g.dish_id AS "dishId", i.name, i.price_cents AS "priceCents",
            i.out_of_stock AS "outOfStock"
       FROM customisation_groups g JOIN customisation_items i ON i.group_id = g.id
      WHERE g.dish_id = ANY($1::int[])
      ORDER BY g.dish_id, g.sort_order, g.id, i.sort_order, i.id`,
    [dishIds],
  );
}
