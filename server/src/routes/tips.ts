import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import { TIP_PLACED } from '@island-eats/api-client/answer-texts';
import type { AppContext } from '../context';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';
import { type Loose, looseIdSchema, looseId, looseSchema, looseText } from '../http/loose-fields';
import { ORDER_NOT_FOUND } from '../orders/advance-order';
import { parseCents } from '../payments/amounts';
import { PAYMENT_NOT_SETUP, paymentMethodEnable, payPalToken } from '../payments/outlet-payment';
import { readPaymentChoice } from '../payments/payment-choice';
import { returnUrlsFor } from '../payments/return-urls';
import { recordWalletOrder } from '../payments/wallet-orders';
import { payTip } from '../tips/pay-tip';
import { checkTip, tipAmountProblem } from '../tips/tip-rules';

const baseProperties = {
  located_at: locatedAtSchema,
  os: looseSchema(20),
  orderId: looseIdSchema,
  outletId: looseIdSchema,
  tipAmount: looseSchema(20),
  returnPath: { type: 'string', maxLength: 200 },
} as const;

const checkSchema = {
  body: { type: 'object', required: ['orderId'], properties: baseProperties },
} as const;
const confirmSchema = {
  body: {
    type: 'object',
    required: ['orderId'],
    properties: {
      ...baseProperties,
      payment_method_enable: looseSchema(4),
      token: looseSchema(200),
      pay_pal_order_id: looseSchema(200),
      authorization_id: looseSchema(200),
      payment_res_arry: { type: ['string', 'object', 'array', 'null'], maxLength: 20000 },
    },
  },
} as const;

interface TipBody {
  orderId: Loose;
  returnPath?: string;
  tipAmount?: Loose | null;
  payment_method_enable?: Loose | null;
  token?: Loose | null;
  pay_pal_order_id?: Loose | null;
}

/** After-delivery tips (SPEC.md §4 Tip): check, then pay through the same provider as orders. */
export function tipsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: TipBody }>(
    '/checkTipPaymentConfig',
    { schema: checkSchema },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const orderId = looseId(request.body.orderId);
      if (orderId === null) return fail(ORDER_NOT_FOUND);
      const cents = parseCents(request.body.tipAmount);
      const problem = tipAmountProblem(cents);
      if (problem || cents === null) return fail(problem ?? '');
      const check = await checkTip(ctx.db, userId, orderId);
      if (!check.ok) return fail(check.message);
      const enable = paymentMethodEnable(check.outlet);
      if (enable === 0) return fail(PAYMENT_NOT_SETUP);
      if (enable === 1) {
        const cards = { availability: 1, payment_method_enable: enable } as const;
        return ok(cards) satisfies api.AnswerOf<typeof api.checkTipPaymentConfig>;
      }
      // Wallet-only outlet: the tip gets its own provider order to approve.
      const order = await ctx.payments.createOrder(
        cents,
        returnUrlsFor(request, ctx.appOrigins, request.body.returnPath),
      );
      await recordWalletOrder(ctx.db, {
        userId: userId,
        provider: ctx.payments.name,
        providerOrderId: order.id,
        amountCents: cents,
        purpose: 'tip',
        orderId,
      });
      return ok({
        availability: 1,
        payment_method_enable: enable,
        payPalToken: payPalToken(order),
      }) satisfies api.AnswerOf<typeof api.checkTipPaymentConfig>;
    },
  );

  app.post<{ Body: TipBody }>('/tipPaymentConfirm', { schema: confirmSchema }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const body = request.body;
    const orderId = looseId(body.orderId);
    if (orderId === null) return fail(ORDER_NOT_FOUND);
    const cents = parseCents(body.tipAmount);
    const problem = tipAmountProblem(cents);
    if (problem || cents === null) return fail(problem ?? '');
    const read = readPaymentChoice({
      providerOrderId: looseText(body.pay_pal_order_id),
      token: looseText(body.token),
      walletAsked: looseText(body.payment_method_enable) === '2',
    });
    if (!read.ok) return fail(read.message);
    const result = await payTip(ctx.db, ctx.payments, {
      userId: userId,
      orderId,
      tipCents: cents,
      payment: read.choice,
    });
    if (!result.ok) return fail(result.message);
    return ok({ message: TIP_PLACED }) satisfies api.AnswerOf<typeof api.tipPaymentConfirm>;
  });
}
