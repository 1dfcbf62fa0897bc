import type { PastOrder } from '@island-eats/api-client';

/** What a history card offers (SPEC.md §2 Profile). */
export type OrderAction = 'track' | 'rate' | 'rejected' | 'none';

export function orderAction(order: PastOrder): OrderAction {
  if (order.buttonName.toUpperCase() === 'CANCELLED') return 'rejected';
  if (order.isdelivered !== 'true') return 'track';
  return order.isRated ? 'none' : 'rate';
}

/** SPEC.md §4 Tip: offered for Delivery orders marked tip-after-order that carry no tip yet. */
export function offersTip(order: PastOrder): boolean {
  return order.order_type === 'Delivery' && order.tip_after_order === 1 && order.tip === '0.00';
}

/** Reorder is offered on an order that is over (delivered, picked up, or never made). */
export function offersReorder(order: PastOrder): boolean {
  return orderAction(order) !== 'track';
}
