import type { Db } from '../db/db';
import { outletsOfAddOn, outletsOfDish } from './staff-scope';

/**
 * Live changes staff make to what a restaurant offers. Each answers the ids of the outlets
 * whose menus, details or carts show the change, for the push; null when nothing has that id.
 */

const outletIds = (rows: { outlet_id: number | null }[]): number[] | null =>
  rows.length === 0 ? null : rows.flatMap((row) => (row.outlet_id === null ? [] : [row.outlet_id]));

/** Where a stock change applies: some outlets of the restaurant, or all of them. */
export type StockScope = readonly number[] | 'everywhere';

const STOCK = {
  dish: {
    table: 'dishes',
    soldOut: 'outlet_sold_out_dishes',
    key: 'dish_id',
    outletsOf: outletsOfDish,
  },
  addOn: {
    table: 'customisation_items',
    soldOut: 'outlet_sold_out_add_ons',
    key: 'item_id',
    outletsOf: outletsOfAddOn,
  },
} as const;

/**
 * A dish or an add-on runs out or is back at some outlets of its restaurant, or at all of them
 * (stock per outlet: menu-rows.ts). Out at every outlet is the restaurant-wide flag alone; back
 * at some outlets of an item out everywhere leaves the others out by a row each. Answers the
 * outlets whose menus change; null when nothing has that id (or not at those outlets).
 */
async function setStock(
  db: Db,
  kind: keyof typeof STOCK,
  id: number,
  inStock: boolean,
  scope: StockScope,
): Promise<number[] | null> {
  const { table, soldOut, key, outletsOf } = STOCK[kind];
  return db.transaction(async (tx) => {
    const [item] = await tx.query<{ outEverywhere: boolean }>(
      `SELECT out_of_stock AS "outEverywhere" FROM ${table} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const all = await outletsOf(tx, id);
    if (!item || !all) return null;
    const chosen = scope === 'everywhere' ? all : all.filter((outlet) => scope.includes(outlet));
    if (scope !== 'everywhere' && chosen.length === 0) return null;
    const mark = (outlets: number[]) =>
      tx.query(
        `INSERT INTO ${soldOut} (${key}, outlet_id) SELECT $1, unnest($2::int[])
         ON CONFLICT DO NOTHING`,
        [id, outlets],
      );
    if (chosen.length === all.length) {
      await tx.query(`UPDATE ${table} SET out_of_stock = $2 WHERE id = $1`, [id, !inStock]);
      await tx.query(`DELETE FROM ${soldOut} WHERE ${key} = $1`, [id]);
    } else if (!inStock) {
      await mark(chosen);
    } else {
      if (item.outEverywhere) {
        await tx.query(`UPDATE ${table} SET out_of_stock = false WHERE id = $1`, [id]);
        await mark(all.filter((outlet) => !chosen.includes(outlet)));
      }
      await tx.query(`DELETE FROM ${soldOut} WHERE ${key} = $1 AND outlet_id = ANY($2::int[])`, [
        id,
        chosen,
      ]);
    }
    return chosen;
  });
}

/** A dish runs out or is back (dishes are the restaurant's; their stock is each outlet's). */
export const setDishStock = (db: Db, dishId: number, inStock: boolean, scope: StockScope) =>
  setStock(db, 'dish', dishId, inStock, scope);

/** An add-on (a customisation item) runs out or is back. */
export const setAddOnStock = (db: Db, itemId: number, inStock: boolean, scope: StockScope) =>
  setStock(db, 'addOn', itemId, inStock, scope);

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
