import { formatCents } from '@island-eats/api-client/money';
import type { Db } from '../db/db';
import { markOrderRefunding } from '../payments/intents';
import type { OrderType } from '../restaurants/outlet-rows';
import type { OrderStatus } from './order-status';
import { rejectedOrderMessage } from './order-messages';
import { canReject, nextStatus, STATUS_TIME_COLUMN } from './order-status';

export type AdvanceResult =
  | {
      ok: true;
      orderId: number;
      status: OrderStatus;
      /** A rejected order's charges, to give back now (payments/finish-intent giveBack). */
      refunding: { id: number; chargeId: string }[];
    }
  | { ok: false; message: string };

export const ORDER_NOT_FOUND = 'Order not found.';

const DESCRIPTIONS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Your order is being prepared.',
  ready_for_pickup: 'Your order is ready.',
  picked_up: 'Your order has been picked up.',
  delivered: 'Your order has been delivered. Enjoy!',
  rejected: 'Sorry, the restaurant could not take your order right now.',
};

/**
 * Moves an order one step on (or rejects it), under a row lock so two staff clicks make one
 * step. A rejected order's charges turn to refunding in the same transaction and its history
 * says so: whoever rejects gives them back, or else the reconciler does.
 */
export async function advanceOrder(
  db: Db,
  orderId: number,
  action: 'advance' | 'reject',
  now: Date,
): Promise<AdvanceResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: OrderStatus; orderType: OrderType }>(
      'SELECT status, order_type AS "orderType" FROM orders WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    if (!order) return { ok: false, message: ORDER_NOT_FOUND };
    const target =
      action === 'reject'
        ? canReject(order.status)
          ? 'rejected'
          : null
        : nextStatus(order.status, order.orderType);
    if (!target) {
      return {
        ok: false,
        message: `The order is ${order.status.replace(/_/g, ' ')}; it cannot ${action === 'reject' ? 'be rejected' : 'move on'}.`,
      };
    }
    // The column name comes from a fixed table, never from input.
    await tx.query(
      `UPDATE orders SET status = $2, ${STATUS_TIME_COLUMN[target]} = $3,
              restaurant_confirmed_description = $4
        WHERE id = $1`,
      [orderId, target, now, DESCRIPTIONS[target] ?? ''],
    );
    if (target !== 'rejected') return { ok: true, orderId, status: target, refunding: [] };
    const refunding = await markOrderRefunding(tx, orderId);
    const paid = refunding.reduce((sum, intent) => sum + intent.amountCents, 0);
    if (paid > 0) {
      await tx.query('UPDATE orders SET refund_message = $2 WHERE id = $1', [
        orderId,
        rejectedOrderMessage(formatCents(paid)),
      ]);
    }
    return { ok: true, orderId, status: target, refunding };
  });
}
