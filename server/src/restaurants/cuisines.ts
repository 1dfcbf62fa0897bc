import type { Db } from '../db/db';
import { imageUrl } from '../images/image-url';
import type { Island } from '../islands/islands';

export interface CuisineWire {
  id: number;
  name: string;
  image: string;
}

/** Cuisines that at least one restaurant of the island serves. */
export async function listCuisines(
  db: Db,
  island: Island,
  publicUrl: string,
): Promise<CuisineWire[]> {
  const rows = await db.query<{ id: number; name: string; image: string | null }>(
    `SELECT c.id, c.name, c.image FROM cuisines c
      WHERE EXISTS (SELECT 1 FROM restaurant_cuisines rc JOIN restaurants r ON r.id = rc.restaurant_id
                     WHERE rc.cuisine_id = c.id AND r.located_at = $1)
      ORDER BY c.sort_order, c.name`,
    [island],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, image: imageUrl(publicUrl, row.image) }));
}
