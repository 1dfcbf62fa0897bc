import type { Db } from '../db/db';
import type { CouponRecord } from './coupon-rules';

const COLUMNS = `id, code, located_at AS "locatedAt", restaurant_id AS "restaurantId",
  order_type AS "orderType", discount_type AS "discountType", percent_off AS "percentOff",
  amount_off_cents AS "amountOffCents", min_subtotal_cents AS "minSubtotalCents",
  max_discount_cents AS "maxDiscountCents", starts_at AS "startsAt", expires_at AS "expiresAt",
  per_user_limit AS "perUserLimit", is_active AS "isActive"`;

type CouponRow = Omit<CouponRecord, 'startsAt' | 'expiresAt'> & {
  startsAt: Date | string | null;
  expiresAt: Date | string | null;
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toRecord(row: CouponRow | undefined): CouponRecord | null {
  if (!row) return null;
  return { ...row, startsAt: toDate(row.startsAt), expiresAt: toDate(row.expiresAt) };
}

export async function findCouponByCode(db: Db, code: string): Promise<CouponRecord | null> {
  const rows = await db.query<CouponRow>(`SELECT ${COLUMNS} FROM coupons WHERE code = $1`, [
    code.trim().toUpperCase(),
  ]);
  return toRecord(rows[0]);
}

export async function findCouponById(db: Db, id: number): Promise<CouponRecord | null> {
  const rows = await db.query<CouponRow>(`SELECT ${COLUMNS} FROM coupons WHERE id = $1`, [id]);
  return toRecord(rows[0]);
}

/** Orders that used the coupon; rejected and cancelled ones do not count against the limit. */
export async function timesCouponUsed(db: Db, couponId: number, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders
      WHERE coupon_id = $1 AND user_id = $2 AND status NOT IN ('rejected', 'cancelled')`,
    [couponId, userId],
  );
  return row?.n ?? 0;
}
