import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import { CART_ADDED, CART_UPDATED } from '@island-eats/api-client/answer-texts';
import { addToCart } from '../cart/add-to-cart';
import { viewCartAnswer } from '../cart/cart-answers';
import { cartItemCount } from '../cart/cart-rows';
import { MAX_NOTE_LENGTH, parseCartTip, parseDishes, parseIdList } from '../cart/parse-input';
import { parseSlot, scheduleCart } from '../cart/schedule-cart';
import { clearCart, updateCartLine } from '../cart/update-cart';
import { SLOT_MESSAGES } from '@island-eats/api-client/order-later';
import { minuteOf } from '../cache/answer-cache';
import { requestVersions } from '../cache/request-versions';
import type { AppContext } from '../context';
import { countFavourites } from '../favourites/toggle-favourite';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';
import type { OrderType } from '../restaurants/outlet-rows';
import { idSchema } from './menu';

export const CART_CLEARED = 'Cart is cleared.';
export const CART_SCHEDULED = 'Your order is scheduled.';
export const CART_UNSCHEDULED = 'Your order will be prepared as soon as possible.';

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const orderType = { type: 'string', enum: ['Take Out', 'Delivery'] } as const;
const amount = { type: ['number', 'string', 'null'], maxLength: 16 } as const;
const device = { located_at: locatedAtSchema, udId: text(100), uuId: text(100), os: text(20) };
const optionalId = { anyOf: [idSchema, { type: 'null' }, { type: 'string', maxLength: 0 }] };

// OpenAPI 3.0 refuses an empty `required` list: a body with no required field leaves it out.
const bodyOf = (properties: object, required: string[] = []) =>
  ({
    body: {
      type: 'object',
      ...(required.length > 0 && { required }),
      properties: { ...device, ...properties },
    },
  }) as const;

export const viewCartProperties = {
  order_type: orderType,
  donation: text(10),
  tipAmount: amount,
  donationAmount: amount,
  order_distance: amount,
  addressId: optionalId,
};

interface ViewCartBody {
  order_type?: OrderType;
  tipAmount?: number | string | null;
  addressId?: number | string | null;
}

/** tipAmount and addressId of a view request; `tip` says why when the tip is refused. */
export function viewOptions(body: ViewCartBody) {
  const tip = parseCartTip(body.tipAmount);
  const addressId = typeof body.addressId === 'number' ? body.addressId : null;
  return { tip, addressId, orderType: body.order_type ?? 'Take Out' };
}

export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/cartCount', { schema: bodyOf({}) }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    // the favourites of this island, as the favourites page lists them and a heart's toggle counts
    const [count, FavouriteCount] = await Promise.all([
      cartItemCount(ctx.db, userId),
      countFavourites(ctx.db, userId, request.island),
    ]);
    return ok({ count, FavouriteCount }) satisfies api.AnswerOf<typeof api.cartCount>;
  });

  app.post<{ Body: ViewCartBody }>(
    '/viewCart',
    { schema: bodyOf(viewCartProperties) },
    async (request, reply) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const { tip, addressId, orderType: type } = viewOptions(request.body);
      if (!tip.ok) return fail(tip.message);
      const tipCents = tip.cents;
      const now = ctx.now();
      // Prices, stock and opening hours are the catalogue's; a coupon's uses are orders.
      const { carts, catalogue, orders } = await requestVersions(ctx.versions, request);
      const outlets = ctx.outlets.at(catalogue);
      return ctx.answers.send(
        reply,
        `viewCart:${userId}:${type}:${addressId}:${tipCents}:${minuteOf(now)}`,
        `${carts}/${catalogue}/${orders}`,
        () =>
          viewCartAnswer(ctx.db, { userId, orderType: type, addressId, tipCents, now, outlets }),
      );
    },
  );

  app.post('/clearCart', { schema: bodyOf({}) }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    await clearCart(ctx.db, userId);
    return ok({ message: CART_CLEARED }) satisfies api.AnswerOf<typeof api.clearCart>;
  });

  app.post<{
    Body: {
      order_type: OrderType;
      outletId: number;
      spl_instruction?: string | null;
      dishes: unknown;
    };
  }>(
    '/addToCart',
    {
      schema: bodyOf(
        {
          order_type: orderType,
          outletId: idSchema,
          spl_instruction: text(MAX_NOTE_LENGTH),
          dishes: { type: ['string', 'array'], maxLength: 20000, maxItems: 50 },
        },
        ['order_type', 'outletId', 'dishes'],
      ),
    },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const dishes = parseDishes(request.body.dishes);
      if (!dishes.ok) return fail(dishes.message);
      const result = await addToCart(ctx.db, {
        userId,
        island: request.island,
        outletId: request.body.outletId,
        orderType: request.body.order_type,
        note: request.body.spl_instruction ?? '',
        dishes: dishes.value,
        now: ctx.now(),
        outlets: await ctx.outlets.ofRequest(request),
      });
      if (!result.ok) return fail(result.message);
      return ok({ message: CART_ADDED }) satisfies api.AnswerOf<typeof api.addToCart>;
    },
  );

  app.post<{ Body: { order_type: OrderType; outletId: number; scheduled_for?: string | null } }>(
    '/scheduleCart',
    {
      schema: bodyOf(
        {
          order_type: orderType,
          outletId: idSchema,
          scheduled_for: { ...text(40), description: "an ISO time; null or '' for ASAP" },
        },
        ['order_type', 'outletId'],
      ),
    },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const wanted = request.body.scheduled_for ?? '';
      const slot = wanted === '' ? null : parseSlot(wanted);
      if (wanted !== '' && !slot) return fail(SLOT_MESSAGES.garbage);
      const result = await scheduleCart(ctx.db, {
        userId,
        island: request.island,
        outletId: request.body.outletId,
        orderType: request.body.order_type,
        slot,
        now: ctx.now(),
        outlets: await ctx.outlets.ofRequest(request),
      });
      if (!result.ok) return fail(result.message);
      return ok({ message: slot ? CART_SCHEDULED : CART_UNSCHEDULED }) satisfies api.AnswerOf<
        typeof api.scheduleCart
      >;
    },
  );

  app.post<{
    Body: {
      cartId: number;
      quantity: number;
      spl_instruction?: string | null;
      customisationId?: unknown;
    };
  }>(
    '/updateCart',
    {
      schema: bodyOf(
        {
          cartId: idSchema,
          outletId: optionalId,
          quantity: { type: 'integer', minimum: 0, maximum: 99 },
          spl_instruction: text(MAX_NOTE_LENGTH),
          customisationId: { type: ['string', 'array', 'null'], maxLength: 2000, maxItems: 50 },
        },
        ['cartId', 'quantity'],
      ),
    },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const { body } = request;
      const raw = body.customisationId;
      const ids =
        raw === undefined || raw === null || raw === ''
          ? null
          : parseIdList(raw, 'customisationId');
      if (ids && !ids.ok) return fail(ids.message);
      const result = await updateCartLine(ctx.db, {
        userId,
        lineId: body.cartId,
        quantity: body.quantity,
        note: typeof body.spl_instruction === 'string' ? body.spl_instruction.trim() : null,
        customisation: ids ? ids.value : null,
      });
      if (!result.ok) return fail(result.message);
      return ok({ message: CART_UPDATED }) satisfies api.AnswerOf<typeof api.updateCart>;
    },
  );
}
