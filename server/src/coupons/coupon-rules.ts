import { formatCents } from '@island-eats/api-client/money';
import type { Island } from '../islands/islands';
import type { OrderType } from '../restaurants/outlet-rows';

export interface CouponRecord {
  id: number;
  code: string;
  locatedAt: Island | null;
  restaurantId: number | null;
  orderType: OrderType | null;
  discountType: 'percent' | 'flat';
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number;
  maxDiscountCents: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  perUserLimit: number | null;
  isActive: boolean;
}

export interface CouponContext {
  island: Island;
  restaurantId: number;
  orderType: OrderType;
  subtotalCents: number;
  /** Orders this user already placed with the coupon. */
  timesUsed: number;
  now: Date;
}

export type CouponVerdict = { ok: true; savingCents: number } | { ok: false; message: string };

export const COUPON_MESSAGES = {
  unknown: 'Invalid coupon code.',
  expired: 'This coupon has expired.',
  notStarted: 'This coupon is not active yet.',
  usedUp: 'You have already used this coupon.',
  otherIsland: 'This coupon is not valid on this island.',
  otherRestaurant: 'This coupon is not valid for this restaurant.',
  otherOrderType: (type: OrderType) =>
    `This coupon is only valid for ${type === 'Take Out' ? 'Pick Up' : 'Delivery'} orders.`,
  belowMinimum: (missingCents: number) =>
    `Add ${formatCents(missingCents)} more to use this coupon.`,
} as const;

/** The rules a coupon must pass for this cart, and the saving it gives (never above the subtotal). */
export function evaluateCoupon(coupon: CouponRecord, ctx: CouponContext): CouponVerdict {
  if (!coupon.isActive) return { ok: false, message: COUPON_MESSAGES.unknown };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= ctx.now.getTime()) {
    return { ok: false, message: COUPON_MESSAGES.expired };
  }
  if (coupon.startsAt && coupon.startsAt.getTime() > ctx.now.getTime()) {
    return { ok: false, message: COUPON_MESSAGES.notStarted };
  }
  if (coupon.locatedAt && coupon.locatedAt !== ctx.island) {
    return { ok: false, message: COUPON_MESSAGES.otherIsland };
  }
  if (coupon.restaurantId !== null && coupon.restaurantId !== ctx.restaurantId) {
    return { ok: false, message: COUPON_MESSAGES.otherRestaurant };
  }
  if (coupon.orderType && coupon.orderType !== ctx.orderType) {
    return { ok: false, message: COUPON_MESSAGES.otherOrderType(coupon.orderType) };
  }
  if (coupon.perUserLimit !== null && ctx.timesUsed >= coupon.perUserLimit) {
    return { ok: false, message: COUPON_MESSAGES.usedUp };
  }
  if (ctx.subtotalCents < coupon.minSubtotalCents) {
    return {
      ok: false,
      message: COUPON_MESSAGES.belowMinimum(coupon.minSubtotalCents - ctx.subtotalCents),
    };
  }
  let saving =
    coupon.discountType === 'percent'
      ? Math.round((ctx.subtotalCents * (coupon.percentOff ?? 0)) / 100)
      : (coupon.amountOffCents ?? 0);
  if (coupon.maxDiscountCents !== null) saving = Math.min(saving, coupon.maxDiscountCents);
  return { ok: true, savingCents: Math.min(saving, ctx.subtotalCents) };
}
