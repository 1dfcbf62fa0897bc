import type { Db } from '../db/db';
import { imageUrl } from '../images/image-url';
import { reviewerName } from './reviewer-name';

export interface ReviewWire {
  id: number;
  userName: string;
  image: string;
  orderRating: number;
  feedback: string;
  updated_at: string;
}

export interface ReviewPageWire {
  data: ReviewWire[];
  last_page: number;
  current_page: number;
  total: number;
}

/**
 * Restaurant reviews of an outlet, newest first. Only ratings with a star rating of the food
 * (Take Out) are reviews; Delivery ratings rate the driver.
 */
export async function listReviews(
  db: Db,
  query: { outletId: number; page: number; size: number; publicUrl: string },
): Promise<ReviewPageWire> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ratings WHERE outlet_id = $1 AND order_rating IS NOT NULL',
    [query.outletId],
  );
  const total = count?.n ?? 0;
  const rows = await db.query<{
    id: number;
    user_name: string;
    image: string | null;
    order_rating: number;
    feedback: string;
    updated_at: Date | string;
  }>(
    `SELECT g.id, u.user_name, u.image, g.order_rating, g.feedback, g.updated_at
       FROM ratings g JOIN users u ON u.id = g.user_id
      WHERE g.outlet_id = $1 AND g.order_rating IS NOT NULL
      ORDER BY g.updated_at DESC, g.id DESC
      LIMIT $2 OFFSET $3`,
    [query.outletId, query.size, (query.page - 1) * query.size],
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      userName: reviewerName(row.user_name),
      image: imageUrl(query.publicUrl, row.image),
      orderRating: row.order_rating,
      feedback: row.feedback,
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    last_page: Math.max(1, Math.ceil(total / query.size)),
    current_page: query.page,
    total,
  };
}
