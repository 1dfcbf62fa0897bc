import type { Db } from '../db/db';

/**
 * The outlets a staff call's object shows on, read before the call changes anything, so a
 * member acts only where they serve; null when nothing has that id. Dishes and their add-ons
 * are their restaurant's, on every one of its outlets' menus (live-changes.ts).
 */
export type OutletsOf = (db: Db, id: number) => Promise<number[] | null>;

const ids = (rows: { outletId: number }[]) => rows.map((row) => row.outletId);

export const outletsOfOrder: OutletsOf = async (db, orderId) => {
  const rows = await db.query<{ outletId: number }>(
    'SELECT outlet_id AS "outletId" FROM orders WHERE id = $1',
    [orderId],
  );
  return rows.length === 0 ? null : ids(rows);
};

export const outletsOfOutlet: OutletsOf = async (db, outletId) => {
  const rows = await db.query<{ outletId: number }>(
    'SELECT id AS "outletId" FROM outlets WHERE id = $1',
    [outletId],
  );
  return rows.length === 0 ? null : ids(rows);
};

export const outletsOfDish: OutletsOf = async (db, dishId) => {
  const rows = await db.query<{ outletId: number | null }>(
    `SELECT o.id AS "outletId"
       FROM dishes d LEFT JOIN outlets o ON o.restaurant_id = d.restaurant_id
      WHERE d.id = $1 ORDER BY o.id`,
    [dishId],
  );
  return rows.length === 0 ? null : rows.flatMap((row) => row.outletId ?? []);
};

export const outletsOfAddOn: OutletsOf = async (db, itemId) => {
  const rows = await db.query<{ outletId: number | null }>(
    `SELECT o.id AS "outletId"
       FROM customisation_items i
       JOIN customisation_groups g ON g.id = i.group_id
       JOIN dishes d ON d.id = g.dish_id
       LEFT JOIN outlets o ON o.restaurant_id = d.restaurant_id
      WHERE i.id = $1 ORDER BY o.id`,
    [itemId],
  );
  return rows.length === 0 ? null : rows.flatMap((row) => row.outletId ?? []);
};
