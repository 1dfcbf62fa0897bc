import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import { EMPTY_CART } from '@island-eats/api-client/answer-texts';
import type { AppContext } from '../context';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { fail, ok } from '../http/wire';
import type { Loose } from '../http/loose-fields';
import { findCart } from '../cart/cart-rows';
import { priceCart } from '../cart/price-cart';
import { parseCartTip } from '../cart/parse-input';
import { maskCard, providerCardProblem, savedCardProblem } from '../payments/card-rules';
import {
  isWalletMethod,
  PAYMENT_NOT_SETUP,
  paymentMethodEnable,
  payPalToken,
} from '../payments/outlet-payment';
import { returnUrlsFor } from '../payments/return-urls';
import {
  deleteSavedCard,
  hasRoomForCard,
  insertSavedCard,
  listSavedCards,
  SELECT_CARD,
  TOO_MANY_CARDS,
} from '../payments/saved-cards';
import { isUsersWalletOrder, recordWalletOrder } from '../payments/wallet-orders';
import { PAYMENT_FAILED } from '../payments/provider';
import { outletTakesOrders, RESTAURANT_NOT_FOUND } from '../restaurants/find-outlet';
import {
  addCardSchema,
  cardRequestSchema,
  deleteCardSchema,
  paymentConfigSchema,
} from '../payments/payment-schemas';
import { sandboxRoutes } from '../payments/sandbox-routes';

export const CARD_ADDED = 'Card added successfully.';
export const CARD_DELETED = 'Card deleted successfully.';

interface AddCardBody {
  card_number: string;
  expiration_month: Loose;
  expiration_year: Loose;
  cvv: Loose;
  zip_code: Loose;
  type?: string;
}

export function paymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/getCard', async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const cards = await listSavedCards(ctx.db, userId);
    return ok({
      getCardList: cards.map((card) => ({
        id: card.id,
        Account: maskCard(card.last4),
        AccountToken: card.token,
      })),
    }) satisfies api.AnswerOf<typeof api.getCard>;
  });

  app.post<{ Body: AddCardBody }>('/addCard', { schema: addCardSchema }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const body = request.body;
    const card = {
      number: body.card_number.trim(),
      month: Number(body.expiration_month),
      year: Number(body.expiration_year),
      cvv: String(body.cvv).trim(),
      zip: String(body.zip_code).trim(),
    };
    const problem = savedCardProblem(card, ctx.now());
    if (problem) return fail(problem);
    if (!(await hasRoomForCard(ctx.db, userId))) return fail(TOO_MANY_CARDS);
    const expiry = `${card.year}-${String(card.month).padStart(2, '0')}`;
    const result = await ctx.payments.tokeniseCard({
      number: card.number,
      name: body.type ?? '',
      expiry,
      cvv: card.cvv,
    });
    if (!result.ok) return fail(result.message);
    const saved = await insertSavedCard(ctx.db, {
      userId,
      token: result.token,
      last4: result.last4,
      month: card.month,
      year: card.year,
    });
    if (!saved) return fail(TOO_MANY_CARDS);
    return ok({ message: CARD_ADDED }) satisfies api.AnswerOf<typeof api.addCard>;
  });

  app.post<{ Body: { access_token?: string } }>(
    '/deleteCard',
    { schema: deleteCardSchema },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const token = request.body.access_token?.trim();
      if (!token) return fail(SELECT_CARD);
      // Another user's token is refused exactly like an unknown one.
      if (!(await deleteSavedCard(ctx.db, userId, token))) return fail('Card not found.');
      return ok({ message: CARD_DELETED }) satisfies api.AnswerOf<typeof api.deleteCard>;
    },
  );

  app.post<{
    Body: {
      method?: string;
      outletId: Loose;
      tipAmount?: Loose;
      deliveryAddressId?: Loose | null;
      returnPath?: string;
    };
  }>('/checkPaymentConfig', { schema: paymentConfigSchema }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const outlets = await ctx.outlets.ofRequest(request);
    const outlet = await outlets(Number(request.body.outletId));
    if (!outlet) return fail(RESTAURANT_NOT_FOUND);
    const enable = paymentMethodEnable(outlet);
    const wallet = isWalletMethod(request.body.method);
    if (enable === 0 || (wallet && !outlet.walletPaymentsEnabled)) return fail(PAYMENT_NOT_SETUP);

    const cart = await findCart(ctx.db, userId);
    const orderType = cart?.orderType ?? 'Take Out';
    const now = ctx.now();
    const availability: api.Flag = outletTakesOrders(outlet, orderType, now) ? 1 : 0;
    const answer = { availability, payment_method_enable: enable };
    if (!wallet || availability === 0) {
      return ok(answer) satisfies api.AnswerOf<typeof api.checkPaymentConfig>;
    }

    // The wallet order is for the server's price of the cart, never the client's netAmount.
    const tip = parseCartTip(request.body.tipAmount);
    if (!tip.ok) return fail(tip.message);
    const priced = await priceCart(ctx.db, {
      userId,
      cart,
      outlet,
      outlets,
      orderType,
      addressId: Number(request.body.deliveryAddressId) || null,
      tipCents: tip.cents,
      now,
    });
    if (priced.outletId !== outlet.id || priced.netCents <= 0) {
      return fail(EMPTY_CART);
    }
    const order = await ctx.payments.createOrder(
      priced.netCents,
      returnUrlsFor(request, ctx.appOrigins, request.body.returnPath),
    );
    await recordWalletOrder(ctx.db, {
      userId,
      provider: ctx.payments.name,
      providerOrderId: order.id,
      amountCents: priced.netCents,
      purpose: 'order',
    });
    return ok({ ...answer, payPalToken: payPalToken(order) }) satisfies api.AnswerOf<
      typeof api.checkPaymentConfig
    >;
  });

  app.post<{
    Body: {
      pay_pal_order_id: string;
      number: string;
      name: string;
      security_code: string;
      expiry: string;
    };
  }>('/payPalCardRequest', { schema: cardRequestSchema }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const { pay_pal_order_id: orderId, number, name, security_code: cvv, expiry } = request.body;
    const card = { number: number.trim(), name, cvv: cvv.trim(), expiry: expiry.trim() };
    const problem = providerCardProblem(card, ctx.now());
    if (problem) return fail(problem);
    // Only the user the provider order was created for may pay it.
    if (!(await isUsersWalletOrder(ctx.db, userId, orderId))) return fail(PAYMENT_FAILED);
    const result = await ctx.payments.payOrderWithCard(orderId, card);
    if (!result.ok) return fail(result.message);
    return ok({ cardResponse: { id: orderId, status: result.status } }) satisfies api.AnswerOf<
      typeof api.payPalCardRequest
    >;
  });

  if (ctx.payments.name === 'sandbox') sandboxRoutes(app, ctx);
}
