import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import { ORDER_PLACED } from '@island-eats/api-client/answer-texts';
import { requestVersions } from '../cache/request-versions';
import type { AppContext } from '../context';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';
import { type Loose, looseIdSchema, looseId, looseSchema, looseText } from '../http/loose-fields';
import { advanceOrder, ORDER_NOT_FOUND } from '../orders/advance-order';
import { announceOrderChange } from '../orders/announce-order-change';
import { orderIdempotencyKey, parseCartIds } from '../orders/idempotency-key';
import { CART_NOT_SENT, INVALID_ORDER_TYPE, REORDERED } from '../orders/order-messages';
import { acceptOrderWatchers, notifyOrder } from '../orders/order-room';
import { findUserOrder, listUserOrders } from '../orders/order-rows';
import { pastOrder } from '../orders/past-order';
import { placeOrder } from '../orders/place-order';
import { reorder } from '../orders/reorder';
import { trackedOrder } from '../orders/tracked-order';
import { parseCartTip } from '../cart/parse-input';
import { isWalletMethod } from '../payments/outlet-payment';
import { readPaymentChoice } from '../payments/payment-choice';

/** SPEC.md §7 orderConfirm. The amounts the client sends are accepted but never used. */
const orderConfirmSchema = {
  body: {
    type: 'object',
    required: ['outletId', 'order_type'],
    properties: {
      located_at: locatedAtSchema,
      outletId: looseIdSchema,
      udId: looseSchema(100),
      order_type: { type: 'string', maxLength: 20 },
      cartId: { type: ['string', 'array'], maxLength: 4000, maxItems: 200 },
      token: looseSchema(200),
      method: looseSchema(40),
      pay_pal_order_id: looseSchema(200),
      deliveryAddressId: { type: ['integer', 'string', 'null'], maxLength: 12 },
      tipAmount: looseSchema(20),
      orderSuggestions: looseSchema(500),
    },
  },
} as const;

interface OrderConfirmBody {
  outletId: Loose;
  order_type: string;
  cartId?: string | unknown[];
  token?: Loose | null;
  method?: Loose | null;
  pay_pal_order_id?: Loose | null;
  deliveryAddressId?: Loose | null;
  tipAmount?: Loose | null;
  orderSuggestions?: Loose | null;
}

const trackSchema = {
  body: {
    type: 'object',
    required: ['orderId'],
    properties: { located_at: locatedAtSchema, orderId: looseIdSchema },
  },
} as const;

const reorderSchema = {
  body: {
    type: 'object',
    required: ['orderId', 'order_type'],
    properties: {
      located_at: locatedAtSchema,
      udId: looseSchema(100),
      orderId: looseIdSchema,
      order_type: { type: 'string', enum: ['Take Out', 'Delivery'] },
      replaceCart: { type: ['boolean', 'null'] },
    },
  },
} as const;

interface ReorderBody {
  orderId: Loose;
  order_type: 'Take Out' | 'Delivery';
  replaceCart?: boolean | null;
}

export function ordersRoutes(app: FastifyInstance, ctx: AppContext): void {
  acceptOrderWatchers(app.io, ctx);

  app.post<{ Body: OrderConfirmBody }>(
    '/orderConfirm',
    { schema: orderConfirmSchema },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const body = request.body;
      if (body.order_type !== 'Take Out' && body.order_type !== 'Delivery') {
        return fail(INVALID_ORDER_TYPE);
      }
      const read = readPaymentChoice({
        providerOrderId: looseText(body.pay_pal_order_id),
        token: looseText(body.token),
        walletAsked: isWalletMethod(looseText(body.method)),
      });
      if (!read.ok) return fail(read.message);
      const payment = read.choice;

      const tip = parseCartTip(body.tipAmount);
      if (!tip.ok) return fail(tip.message);

      const sent = request.headers['idempotency-key'];
      const header = typeof sent === 'string' && sent !== '' ? sent.slice(0, 200) : undefined;
      const cartIds = parseCartIds(body.cartId);
      // A provider order pays one order: its id alone names it, whatever the cart says now.
      // A card needs the cart's lines (or the client's own key) to tell a new order from a retry.
      if (!payment.wallet && !header && cartIds === null) return fail(CART_NOT_SENT);
      const result = await placeOrder(ctx.db, ctx.payments, {
        userId: userId,
        key: orderIdempotencyKey({
          userId: userId,
          header,
          paymentRef: `${payment.wallet ? 'wallet' : 'card'}:${payment.paymentRef}`,
          cartIds: payment.wallet ? [] : (cartIds ?? []),
        }),
        outletId: Number(body.outletId),
        orderType: body.order_type,
        payment,
        cartIds: cartIds ?? [],
        addressId: Number(body.deliveryAddressId) || null,
        tipCents: tip.cents,
        note: looseText(body.orderSuggestions).slice(0, 100),
        now: ctx.now(),
        outlets: await ctx.outlets.ofRequest(request),
      });
      if (!result.ok) return fail(result.message);
      if (result.created) await notifyOrder(app.io, ctx.db, result.orderId);
      return ok({ orderId: result.orderId, message: ORDER_PLACED }) satisfies api.AnswerOf<
        typeof api.orderConfirm
      >;
    },
  );

  app.get('/listPastOrders', async (request, reply) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const { orders, catalogue } = await requestVersions(ctx.versions, request);
    return ctx.answers.send(
      reply,
      `listPastOrders:${userId}`,
      `${orders}/${catalogue}`,
      async () =>
        ok({
          pastOrders: (await listUserOrders(ctx.db, userId)).map((order) =>
            pastOrder(order, ctx.publicUrl),
          ),
        }) satisfies api.AnswerOf<typeof api.listPastOrders>,
    );
  });

  app.post<{ Body: { orderId: Loose } }>(
    '/trackOrders',
    { schema: trackSchema },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const orderId = looseId(request.body.orderId);
      if (orderId === null) return fail(ORDER_NOT_FOUND);
      const order = await findUserOrder(ctx.db, userId, orderId);
      if (!order) return fail(ORDER_NOT_FOUND);
      return ok({ ordersDetails: trackedOrder(order, ctx.now()) }) satisfies api.AnswerOf<
        typeof api.trackOrders
      >;
    },
  );

  // The customer cancels their own order while the restaurant has not accepted it; a paid one
  // is refunded once however many calls arrive (advanceOrder's row lock and intent states).
  app.post<{ Body: { orderId: Loose } }>(
    '/cancelOrder',
    { schema: trackSchema },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const orderId = looseId(request.body.orderId);
      if (orderId === null) return fail(ORDER_NOT_FOUND);
      const result = await advanceOrder(ctx.db, orderId, { cancelBy: userId }, ctx.now());
      if (!result.ok) return fail(result.message);
      await announceOrderChange(app, ctx, result, request.log);
      const order = await findUserOrder(ctx.db, userId, orderId);
      if (!order) return fail(ORDER_NOT_FOUND);
      return ok({ ordersDetails: trackedOrder(order) }) satisfies api.AnswerOf<
        typeof api.cancelOrder
      >;
    },
  );

  // A past order's lines back in the cart at today's prices, through the cart's own checks.
  app.post<{ Body: ReorderBody }>('/reorder', { schema: reorderSchema }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const orderId = looseId(request.body.orderId);
    if (orderId === null) return fail(ORDER_NOT_FOUND);
    const result = await reorder(ctx.db, {
      userId,
      orderId,
      island: request.island,
      orderType: request.body.order_type,
      replaceCart: request.body.replaceCart === true,
      now: ctx.now(),
      outlets: await ctx.outlets.ofRequest(request),
    });
    if (!result.ok) {
      return fail(result.message, result.otherOutlet ? { otherOutlet: 'true' } : undefined);
    }
    return ok({
      message: REORDERED,
      outletId: result.outletId,
      unavailable: result.unavailable,
    }) satisfies api.AnswerOf<typeof api.reorder>;
  });
}
