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

// Stock is per outlet (migration 014): out for the whole restaurant, or at that outlet alone.
/** Whether dish `d` is out at the outlet the expression `outlet` names. */
export const dishSoldOut = (outlet: string) =>
  `(d.out_of_stock OR EXISTS (SELECT 1 FROM outlet_sold_out_dishes s
                               WHERE s.dish_id = d.id AND s.outlet_id = ${outlet}))`;
/** Whether add-on `i` is out at the outlet the expression `outlet` names. */
export const addOnSoldOut = (outlet: string) =>
  `(i.out_of_stock OR EXISTS (SELECT 1 FROM outlet_sold_out_add_ons s
                               WHERE s.item_id = i.id AND s.outlet_id = ${outlet}))`;

/** The columns of a DishRow, stock as at the outlet in the query's parameter `outletParam`. */
const dishColumns = (outletParam: string) => `d.id, d.category_id AS "categoryId",
  c.name AS "categoryName", d.name, d.description, d.image, d.price_cents AS "priceCents",
  d.is_veg AS "isVeg", ${dishSoldOut(outletParam)} AS "outOfStock",
  d.available_from::text AS "availableFrom", d.available_to::text AS "availableTo",
  d.max_per_order AS "maxPerOrder"`;

/** The outlet's dishes (its restaurant's) in menu order (category, then dish). */
export async function dishesAtOutlet(
  db: Db,
  restaurantId: number,
  outletId: number,
): Promise<DishRow[]> {
  return db.query<DishRow>(
    `SELECT ${dishColumns('$2')}
       FROM dishes d JOIN menu_categories c ON c.id = d.category_id
      WHERE d.restaurant_id = $1
      ORDER BY c.sort_order, c.id, d.sort_order, d.id`,
    [restaurantId, outletId],
  );
}

/** A dish, its stock as at the outlet. */
export async function findDish(
  db: Db,
  dishId: number,
  outletId: number,
): Promise<(DishRow & { restaurantId: number }) | null> {
  const [row] = await db.query<DishRow & { restaurantId: number }>(
    `SELECT ${dishColumns('$2')}, d.restaurant_id AS "restaurantId"
       FROM dishes d JOIN menu_categories c ON c.id = d.category_id WHERE d.id = $1`,
    [dishId, outletId],
  );
  return row ?? null;
}

/** Add-on items of the given dishes, grouped in menu order, their stock as at the outlet. */
export async function addOnsOfDishes(
  db: Db,
  dishIds: readonly number[],
  outletId: number,
): Promise<AddOnItemRow[]> {
  if (dishIds.length === 0) return [];
  return db.query<AddOnItemRow>(
    `SELECT i.id, g.id AS "groupId", g.name AS "groupName", g.type AS "groupType",
            g.dish_id AS "dishId", i.name, i.price_cents AS "priceCents",
            ${addOnSoldOut('$2')} AS "outOfStock"
       FROM customisation_groups g JOIN customisation_items i ON i.group_id = g.id
      WHERE g.dish_id = ANY($1::int[])
      ORDER BY g.dish_id, g.sort_order, g.id, i.sort_order, i.id`,
    [dishIds, outletId],
  );
}
