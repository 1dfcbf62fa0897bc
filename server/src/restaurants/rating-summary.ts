import type { Db } from '../db/db';

/** Stars and how many reviews gave them; an unrated place is { average: 0, count: 0 }. */
export interface RatingSummary {
  average: number;
  count: number;
}

export const NO_RATING: RatingSummary = { average: 0, count: 0 };

type Key = 'restaurant' | 'outlet';

// Only reviews with stars count: the same rows the Reviews tab lists (list-reviews.ts).
const QUERY: Record<Key, string> = {
  restaurant: `SELECT o.restaurant_id AS id, avg(g.order_rating)::float8 AS average, count(*)::int AS count
       FROM ratings g JOIN outlets o ON o.id = g.outlet_id
      WHERE o.restaurant_id = ANY($1::int[]) AND g.order_rating IS NOT NULL
      GROUP BY o.restaurant_id`,
  outlet: `SELECT g.outlet_id AS id, avg(g.order_rating)::float8 AS average, count(*)::int AS count
       FROM ratings g
      WHERE g.outlet_id = ANY($1::int[]) AND g.order_rating IS NOT NULL
      GROUP BY g.outlet_id`,
};

/**
 * The mean stars (one decimal) and review count per restaurant (over all its outlets, as its
 * card in the lists) or per outlet (as its page, whose Reviews tab lists that outlet's reviews).
 */
export async function ratingSummaries(
  db: Db,
  by: Key,
  ids: readonly number[],
): Promise<Map<number, RatingSummary>> {
  const rows = await db.query<{ id: number; average: number; count: number }>(QUERY[by], [ids]);
  return new Map(
    rows.map((row) => [row.id, { average: Math.round(row.average * 10) / 10, count: row.count }]),
  );
}

/** The wire fields of a rating, the same on a list card and on the outlet's page. */
export function ratingFields(summary: RatingSummary = NO_RATING) {
  return { averageReview: summary.average, reviewCount: summary.count };
}
