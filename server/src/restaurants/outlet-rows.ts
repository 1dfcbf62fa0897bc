import type { Db } from '../db/db';
import type { Island } from '../islands/islands';
import type { BusinessHours } from '@island-eats/api-client/rules';

export type OrderType = 'Take Out' | 'Delivery';

export interface OutletRow {
  outlet_id: number;
  outlet_name: string;
  restaurant_id: number;
  restaurant_name: string;
  restaurant_image: string | null;
  latitude: number;
  longitude: number;
  type: 'Both' | OrderType;
  emergency_close: boolean;
  is_restro_online: boolean;
  pickup_available: boolean;
  delivery_available: boolean;
  /** Cards or the wallet provider: see takesPayment. */
  payment_set_up: boolean;
  prep_minutes_min: number;
  prep_minutes_max: number;
}

export interface OutletFilter {
  island: Island;
  orderType: OrderType;
  cuisineIds?: readonly number[];
  /** Only restaurants this user likes. */
  favouritesOf?: number;
  /** Only restaurants whose name contains this text, case-insensitively. */
  nameContains?: string;
}

/** A LIKE pattern matching `text` anywhere, with its own % _ and \\ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Outlets of an island that serve the order type ('Both' serves both), with their restaurant. */
export async function findOutlets(db: Db, filter: OutletFilter): Promise<OutletRow[]> {
  const params: unknown[] = [filter.island, filter.orderType];
  let where = `r.located_at = $1 AND (o.type = 'Both' OR o.type = $2)`;
  if (filter.cuisineIds && filter.cuisineIds.length > 0) {
    params.push(filter.cuisineIds);
    where += ` AND r.id IN (SELECT restaurant_id FROM restaurant_cuisines WHERE cuisine_id = ANY($${params.length}::int[]))`;
  }
  if (filter.favouritesOf !== undefined) {
    params.push(filter.favouritesOf);
    where += ` AND r.id IN (SELECT restaurant_id FROM favourites WHERE user_id = $${params.length})`;
  }
  if (filter.nameContains) {
    params.push(containsPattern(filter.nameContains));
    where += ` AND r.name ILIKE $${params.length} ESCAPE '\\'`;
  }
  return db.query<OutletRow>(
    `SELECT o.id AS outlet_id, o.name AS outlet_name, r.id AS restaurant_id,
            r.name AS restaurant_name, r.image AS restaurant_image, o.latitude, o.longitude,
            o.type, o.emergency_close, o.is_restro_online, o.pickup_available,
            o.delivery_available, o.prep_minutes_min, o.prep_minutes_max,
            (o.card_payments_enabled OR o.wallet_payments_enabled) AS payment_set_up
       FROM outlets o JOIN restaurants r ON r.id = o.restaurant_id
      WHERE ${where}
      ORDER BY r.id, o.id`,
    params,
  );
}

/** Weekly hours of the given outlets, keyed by outlet id. */
export async function hoursByOutlet(
  db: Db,
  outletIds: readonly number[],
): Promise<Map<number, BusinessHours[]>> {
  const rows = await db.query<{
    outlet_id: number;
    day: number;
    from_time: string;
    to_time: string;
  }>(
    `SELECT outlet_id, day, from_time::text AS from_time, to_time::text AS to_time
       FROM outlet_business_hours WHERE outlet_id = ANY($1::int[]) ORDER BY outlet_id, day, from_time`,
    [outletIds],
  );
  const map = new Map<number, BusinessHours[]>();
  for (const row of rows) {
    const list = map.get(row.outlet_id) ?? [];
    list.push({ day: row.day, fromTime: row.from_time, toTime: row.to_time });
    map.set(row.outlet_id, list);
  }
  return map;
}

/** Food tag names per outlet, in display order. */
export async function tagsByOutlet(
  db: Db,
  outletIds: readonly number[],
): Promise<Map<number, string[]>> {
  const rows = await db.query<{ outlet_id: number; name: string }>(
    `SELECT t.outlet_id, f.name FROM outlet_food_tags t JOIN food_tags f ON f.id = t.food_tag_id
      WHERE t.outlet_id = ANY($1::int[]) ORDER BY t.outlet_id, t.sort_order, f.name`,
    [outletIds],
  );
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(row.outlet_id, [...(map.get(row.outlet_id) ?? []), row.name]);
  return map;
}

export async function likedRestaurantIds(db: Db, userId: number | null): Promise<Set<number>> {
  if (userId === null) return new Set();
  const rows = await db.query<{ restaurant_id: number }>(
    'SELECT restaurant_id FROM favourites WHERE user_id = $1',
    [userId],
  );
  return new Set(rows.map((row) => row.restaurant_id));
}
