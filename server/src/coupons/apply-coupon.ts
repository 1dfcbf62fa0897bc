import type { Db } from '../db/db';
import { CART_MESSAGES } from '../cart/check-dish';
import { findCart } from '../cart/cart-rows';
import { priceCart } from '../cart/price-cart';
import { outletLookup, type OutletsOfRequest } from '../restaurants/find-outlet';
import type { OrderType } from '../restaurants/outlet-rows';
import { COUPON_MESSAGES, evaluateCoupon } from './coupon-rules';
import { findCouponByCode, timesCouponUsed } from './find-coupon';

export interface ApplyCouponInput extends OutletsOfRequest {
  userId: number;
  code: string;
  orderType: OrderType;
  now: Date;
}

/** Checks the coupon against the cart's outlet and subtotal and, if it passes, stores it on the cart. */
export async function applyCoupon(
  db: Db,
  input: ApplyCouponInput,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const cart = await findCart(db, input.userId);
  const outlet = cart?.outletId ? await outletLookup(db, input.outlets)(cart.outletId) : null;
  // the cart and its outlet as read just now, not read again to price them
  const priced = await priceCart(db, {
    userId: input.userId,
    orderType: input.orderType,
    now: input.now,
    cart,
    outlet,
  });
  if (!cart || !outlet || priced.lines.length === 0)
    return { ok: false, message: CART_MESSAGES.empty };

  const coupon = await findCouponByCode(db, input.code);
  if (!coupon) return { ok: false, message: COUPON_MESSAGES.unknown };
  const verdict = evaluateCoupon(coupon, {
    island: outlet.locatedAt,
    restaurantId: outlet.restaurantId,
    orderType: input.orderType,
    subtotalCents: priced.subtotalCents,
    timesUsed: await timesCouponUsed(db, coupon.id, input.userId),
    now: input.now,
  });
  if (!verdict.ok) return verdict;
  await db.query('UPDATE carts SET coupon_id = $1, updated_at = now() WHERE id = $2', [
    coupon.id,
    cart.id,
  ]);
  return { ok: true };
}
