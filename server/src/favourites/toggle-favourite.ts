import type { Db } from '../db/db';
import type { Island } from '../islands/islands';

/** The header's favourites count: the user's favourite restaurants on the current island. */
export async function countFavourites(db: Db, userId: number, island: Island): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM favourites f JOIN restaurants r ON r.id = f.restaurant_id
      WHERE f.user_id = $1 AND r.located_at = $2`,
    [userId, island],
  );
  return row?.n ?? 0;
}

/** Likes or unlikes; null when the restaurant does not exist. Delete-first keeps it atomic. */
export async function toggleFavourite(
  db: Db,
  userId: number,
  restaurantId: number,
): Promise<0 | 1 | null> {
  return db.transaction(async (tx) => {
    const removed = await tx.query(
      'DELETE FROM favourites WHERE user_id = $1 AND restaurant_id = $2 RETURNING restaurant_id',
      [userId, restaurantId],
    );
    if (removed.length > 0) return 0;
    const added = await tx.query(
      `INSERT INTO favourites (user_id, restaurant_id)
       SELECT $1, id FROM restaurants WHERE id = $2
       ON CONFLICT DO NOTHING RETURNING restaurant_id`,
      [userId, restaurantId],
    );
    return added.length > 0 ? 1 : null;
  });
}
