import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { giveBack } from '../payments/finish-intent';
import type { AdvanceResult } from './advance-order';
import { notifyOrder } from './order-room';

/**
 * After an order's step committed (advanceOrder): its watchers hear of it, and a rejected or
 * cancelled order's charges go back now. With the provider down the intents stay refunding
 * and the reconciler gives them back, so the answer still says the step was made.
 */
export async function announceOrderChange(
  app: FastifyInstance,
  ctx: AppContext,
  result: Extract<AdvanceResult, { ok: true }>,
  log: FastifyBaseLogger,
): Promise<void> {
  await notifyOrder(app.io, ctx.db, result.orderId);
  await Promise.all(result.refunding.map((intent) => giveBack(ctx.db, ctx.payments, intent))).catch(
    (error: unknown) => log.error({ err: error }, 'refund left to the reconciler'),
  );
}
