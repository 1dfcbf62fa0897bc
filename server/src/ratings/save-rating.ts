import { MESSAGES } from '@island-eats/api-client/messages';
import type { Db } from '../db/db';
import { ORDER_NOT_FOUND } from '../orders/advance-order';
import { findUserOrder } from '../orders/order-rows';
import { isFinished } from '../orders/order-status';

export const RATING_REQUIRED = MESSAGES.ratingRequired;
export const RATING_SAVED = 'Thank you for your rating!';
export const ALREADY_RATED = 'You have already rated this order.';
export const NOT_YET_RATEABLE = 'You can rate this order once you have received it.';

export interface RatingInput {
  userId: number;
  orderId: number;
  orderRating?: number;
  deliveryExperience?: number;
  communication?: number;
  feedback: string;
}

const star = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * SPEC.md §4 Rating: a Take Out order rates the restaurant, a Delivery order the driver; once
 * per order, only after the customer has it. The order's own type decides which stars count.
 */
export async function saveRating(
  db: Db,
  input: RatingInput,
): Promise<{ ok: boolean; message: string }> {
  const order = await findUserOrder(db, input.userId, input.orderId);
  if (!order) return { ok: false, message: ORDER_NOT_FOUND };
  const delivery = order.orderType === 'Delivery';
  const starsGiven = delivery
    ? star(input.deliveryExperience) && star(input.communication)
    : star(input.orderRating);
  if (!starsGiven) return { ok: false, message: RATING_REQUIRED };
  if (!isFinished(order.status)) return { ok: false, message: NOT_YET_RATEABLE };
  if (order.rated) return { ok: false, message: ALREADY_RATED };

  // The unique order_id makes a double submit one rating.
  const inserted = await db.query(
    `INSERT INTO ratings (order_id, user_id, outlet_id, type, order_rating, delivery_experience,
        communication, feedback, delivery_staff_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (order_id) DO NOTHING RETURNING id`,
    [
      order.id,
      input.userId,
      order.outletId,
      order.orderType,
      delivery ? null : input.orderRating,
      delivery ? input.deliveryExperience : null,
      delivery ? input.communication : null,
      input.feedback,
      delivery ? order.staffId : null,
    ],
  );
  return inserted.length > 0
    ? { ok: true, message: RATING_SAVED }
    : { ok: false, message: ALREADY_RATED };
}
