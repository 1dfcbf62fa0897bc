import type { Db } from '../db/db';

/**
 * Live changes staff make to what a restaurant offers. Each answers the ids of the outlets
 * whose menus, details or carts show the change, for the push; null when nothing has that id.
 */

const outletIds = (rows: { outlet_id: number | null }[]): number[] | null =>
  rows.length === 0 ? null : rows.flatMap((row) => (row.outlet_id === null ? [] : [row.outlet_id]));

/** A dish runs out or is back (dishes are the restaurant's, on every one of its outlets). */
export async function setDishStock(
  db: Db,
  dishId: number,
  inStock: boolean,
): Promise<number[] | null> {
  const rows = await db.query<{ outlet_id: number | null }>(
    `WITH changed AS (UPDATE dishes SET out_of_stock = $2 WHERE id = $1 RETURNING restaurant_id)
     SELECT o.id AS outlet_id FROM changed c LEFT JOIN outlets o ON o.restaurant_id = c.restaurant_id`,
    [dishId, !inStock],
  );
  return outletIds(rows);
}

/** An add-on (a customisation item) runs out or is back. */
export async function setAddOnStock(
  db: Db,
  itemId: number,
  inStock: boolean,
): Promise<number[] | null> {
  const rows = await db.query<{ outlet_id: number | null }>(
    `WITH changed AS (
       UPDATE customisation_items SET out_of_stock = $2 WHERE id = $1 RETURNING group_id)
     SELECT o.id AS outlet_id
       FROM changed c
       JOIN customisation_groups g ON g.id = c.group_id
       JOIN dishes d ON d.id = g.dish_id
       LEFT JOIN outlets o ON o.restaurant_id = d.restaurant_id`,
    [itemId, !inStock],
  );
  return outletIds(rows);
}

export interface OutletAvailability {
  /** Closed for an emergency: the badge says so and no order is taken. */
  emergencyClose?: boolean;
  /** Taking orders online at all. */
  online?: boolean;
}

/** An outlet closes for an emergency or goes off line, or is back; only the fields given change. */
export async function setOutletAvailability(
  db: Db,
  outletId: number,
  change: OutletAvailability,
): Promise<number[] | null> {
  const rows = await db.query<{ outlet_id: number }>(
    `UPDATE outlets
        SET emergency_close = COALESCE($2, emergency_close),
            is_restro_online = COALESCE($3, is_restro_online)
      WHERE id = $1 RETURNING id AS outlet_id`,
    [outletId, change.emergencyClose ?? null, change.online ?? null],
  );
  return outletIds(rows);
}
