import { formatCents } from '@island-eats/api-client/money';
import type { Db } from '../db/db';
import { markOrderRefunding } from '../payments/intents';
import type { OrderType } from '../restaurants/outlet-rows';
import type { OrderStatus } from './order-status';
import {
  ALREADY_CANCELLED,
  cancelledOrderMessage,
  NOT_CANCELLABLE,
  rejectedOrderMessage,
} from './order-messages';
import { trackerTime } from './display-time';
import { canReject, isCancelled, nextStatus, STATUS_TIME_COLUMN } from './order-status';

export type AdvanceResult =
  | {
      ok: true;
      orderId: number;
      status: OrderStatus;
      /** A rejected or cancelled order's charges, to give back now (finish-intent giveBack). */
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
  // none for cancelled: the tracker's 'Order Cancelled' and the refund message say it
};

/** staff move an order on or reject it; its customer cancels it (only their own). */
export type OrderAction = 'advance' | 'reject' | { cancelBy: number };

/**
 * What the restaurant's board adds to a step: the status it saw the order in (a board showing
 * an order another screen has moved since acts on nothing), the preparation time of an
 * acceptance, the reason of a refusal; both reach the customer's tracker.
 */
export interface StepDetails {
  from?: OrderStatus;
  preparationMinutes?: number;
  reason?: string;
}

/** Why a board's step finds the order moved on by another screen, by what it is now. */
const MOVED_ON: Record<OrderStatus, string> = {
  placed: 'This order has not been accepted yet.',
  confirmed: 'This order was already accepted.',
  ready_for_pickup: 'This order was already marked ready.',
  picked_up: 'This order was already handed over.',
  delivered: 'This order was already handed over.',
  rejected: 'This order was already refused.',
  cancelled: 'The customer cancelled this order.',
};

/** The tracker's line for an order the restaurant has just accepted or refused with details. */
function describe(
  to: OrderStatus,
  details: StepDetails,
  now: Date,
  scheduledFor: Date | null,
): string {
  if (to === 'confirmed' && details.preparationMinutes !== undefined) {
    const ready = new Date(now.getTime() + details.preparationMinutes * 60_000);
    const at = scheduledFor && scheduledFor > ready ? scheduledFor : ready;
    return `Your order is being prepared. It will be ready at about ${trackerTime(at)}.`;
  }
  if (to === 'rejected' && details.reason) {
    return `Sorry, the restaurant could not take your order: ${details.reason}`;
  }
  return DESCRIPTIONS[to] ?? '';
}

/** Where the action takes the order from its status, or why it cannot. */
function targetOf(
  action: OrderAction,
  order: { status: OrderStatus; orderType: OrderType },
): { to: OrderStatus } | { refused: string } {
  if (action === 'advance') {
    const to = nextStatus(order.status, order.orderType);
    return to ? { to } : { refused: `The order is ${spoken(order.status)}; it cannot move on.` };
  }
  // Both the restaurant's no and the customer's cancel end an order not yet accepted.
  if (canReject(order.status)) return { to: action === 'reject' ? 'rejected' : 'cancelled' };
  if (action === 'reject') {
    return { refused: `The order is ${spoken(order.status)}; it cannot be rejected.` };
  }
  // A rejected order is over and refunded already, as a cancelled one is.
  return { refused: isCancelled(order.status) ? ALREADY_CANCELLED : NOT_CANCELLABLE };
}

const spoken = (status: OrderStatus) => status.replace(/_/g, ' ');

/**
 * Moves an order one step on, rejects it, or cancels it for its customer, under a row lock so
 * two clicks (or two parallel calls) make one step. A rejected or cancelled order's charges
 * turn to refunding in the same transaction and its history says so: whoever ended it gives
 * them back, or else the reconciler does. Nothing is refunded unless this commits.
 */
export async function advanceOrder(
  db: Db,
  orderId: number,
  action: OrderAction,
  now: Date,
  details: StepDetails = {},
): Promise<AdvanceResult> {
  return db.transaction(async (tx) => {
    const owner = typeof action === 'object' ? action.cancelBy : null;
    const [order] = await tx.query<{
      status: OrderStatus;
      orderType: OrderType;
      scheduledFor: Date | null;
    }>(
      `SELECT status, order_type AS "orderType", scheduled_for AS "scheduledFor" FROM orders
        WHERE id = $1 AND ($2::integer IS NULL OR user_id = $2) FOR UPDATE`,
      [orderId, owner],
    );
    if (!order) return { ok: false, message: ORDER_NOT_FOUND };
    if (details.from && order.status !== details.from) {
      return { ok: false, message: MOVED_ON[order.status] };
    }
    const target = targetOf(action, order);
    if ('refused' in target) return { ok: false, message: target.refused };
    const to = target.to;
    // The column name comes from a fixed table, never from input.
    await tx.query(
      `UPDATE orders SET status = $2, ${STATUS_TIME_COLUMN[to]} = $3,
              restaurant_confirmed_description = $4,
              preparation_minutes = CASE WHEN $2 = 'confirmed' THEN $5 ELSE preparation_minutes END,
              refusal_reason = CASE WHEN $2 = 'rejected' THEN $6 ELSE refusal_reason END
        WHERE id = $1`,
      [
        orderId,
        to,
        now,
        describe(to, details, now, order.scheduledFor),
        details.preparationMinutes ?? null,
        details.reason ?? null,
      ],
    );
    if (to !== 'rejected' && to !== 'cancelled') {
      return { ok: true, orderId, status: to, refunding: [] };
    }
    const refunding = await markOrderRefunding(tx, orderId);
    const paid = refunding.reduce((sum, intent) => sum + intent.amountCents, 0);
    if (paid > 0) {
      const amount = formatCents(paid);
      await tx.query('UPDATE orders SET refund_message = $2 WHERE id = $1', [
        orderId,
        to === 'rejected' ? rejectedOrderMessage(amount) : cancelledOrderMessage(amount),
      ]);
    }
    return { ok: true, orderId, status: to, refunding };
  });
}
