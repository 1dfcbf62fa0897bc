import type { Db } from '../db/db';

/** A dish runs out or is back (dishes are the restaurant's, on every one of its outlets). */
export async function setDishStock(db: Db, dishId: number, inStock: boolean): Promise<boolean> {
  const rows = await db.query('UPDATE dishes SET out_of_stock = $2 WHERE id = $1 RETURNING id', [
    dishId,
    !inStock,
  ]);
  return rows.length > 0;
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
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE outlets
        SET emergency_close = COALESCE($2, emergency_close),
            is_restro_online = COALESCE($3, is_restro_online)
      WHERE id = $1 RETURNING id`,
    [outletId, change.emergencyClose ?? null, change.online ?? null],
  );
  return rows.length > 0;
}
