import type { FastifyInstance } from 'fastify';
import { COUPON_APPLIED } from '@island-eats/api-client/answer-texts';
import { viewCartAnswer } from '../cart/cart-answers';
import type { AppContext } from '../context';
import { applyCoupon } from '../coupons/apply-coupon';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail } from '../http/wire';
import type { OrderType } from '../restaurants/outlet-rows';
import { viewCartProperties, viewOptions } from './cart';

const addCouponSchema = {
  body: {
    type: 'object',
    required: ['couponCode'],
    properties: {
      ...viewCartProperties,
      located_at: locatedAtSchema,
      udId: { type: ['string', 'null'], maxLength: 100 },
      outletId: { type: ['integer', 'string', 'null'], maxLength: 20 },
      couponCode: { type: 'string', maxLength: 40 },
    },
  },
} as const;

interface AddCouponBody {
  couponCode: string;
  order_type?: OrderType;
  tipAmount?: number | string | null;
  addressId?: number | string | null;
}

/** addCoupon: applies a code to the caller's cart and answers the re-priced cart view. */
export function couponsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: AddCouponBody }>('/addCoupon', { schema: addCouponSchema }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const code = request.body.couponCode.trim();
    if (!code) return fail('Please enter a coupon code.');
    const { tip, addressId, orderType } = viewOptions(request.body);
    if (!tip.ok) return fail(tip.message);
    const now = ctx.now();
    const outlets = await ctx.outlets.ofRequest(request);
    const applied = await applyCoupon(ctx.db, { userId, code, orderType, now, outlets });
    if (!applied.ok) return fail(applied.message);
    return viewCartAnswer(
      ctx.db,
      { userId, orderType, addressId, tipCents: tip.cents, now, outlets },
      { message: COUPON_APPLIED },
    );
  });
}
