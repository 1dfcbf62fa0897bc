import { MESSAGES } from '@island-eats/api-client/messages';
import type { Db } from '../db/db';
import { ORDER_NOT_FOUND } from '../orders/advance-order';
import { findOutlet } from '../restaurants/find-outlet';
import type { OutletRecord } from '../restaurants/find-outlet';
import { findUserOrder } from '../orders/order-rows';
import type { OrderRow } from '../orders/order-rows';
import { PAYMENT_NOT_SETUP, takesPayment } from '../payments/outlet-payment';

export const TIP_REQUIRED = MESSAGES.tipRequired;
export const TIP_MINIMUM = 'The minimum tip is $1.00.';
export const TIP_MAXIMUM = 'The maximum tip is $500.00.';
export const TIP_NOT_OFFERED = 'A tip cannot be added to this order.';
export const TIP_NOT_WRITTEN =
  'Your tip could not be recorded and your payment was refunded. Please try again.';
export const TIP_FOR_ANOTHER_ORDER =
  'This payment was set up for a tip on another order. Please start the tip again.';

export const MIN_TIP_CENTS = 100;
export const MAX_TIP_CENTS = 50_000;

export type TipCheck =
  { ok: true; order: OrderRow; outlet: OutletRecord } | { ok: false; message: string };

/** The amount's problem, if any (SPEC.md §5: required, at least 1). */
export function tipAmountProblem(cents: number | null): string | null {
  if (cents === null || cents === 0) return TIP_REQUIRED;
  if (cents < MIN_TIP_CENTS) return TIP_MINIMUM;
  if (cents > MAX_TIP_CENTS) return TIP_MAXIMUM;
  return null;
}

/**
 * SPEC.md §4 Tip: only the user's own Delivery order whose outlet tips after the order
 * (tip_after_order 1) and that has no tip yet (tip '0.00').
 */
export async function checkTip(db: Db, userId: number, orderId: number): Promise<TipCheck> {
  const order = await findUserOrder(db, userId, orderId);
  if (!order) return { ok: false, message: ORDER_NOT_FOUND };
  if (order.orderType !== 'Delivery' || !order.tipAfterOrder || order.tipCents !== 0) {
    return { ok: false, message: TIP_NOT_OFFERED };
  }
  const outlet = await findOutlet(db, order.outletId);
  if (!outlet || !takesPayment(outlet)) {
    return { ok: false, message: PAYMENT_NOT_SETUP };
  }
  return { ok: true, order, outlet };
}
