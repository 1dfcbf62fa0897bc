import type { OrderType } from '../restaurants/outlet-rows';

export type OrderStatus =
  | 'placed'
  | 'confirmed'
  | 'rejected'
  | 'ready_for_pickup'
  | 'picked_up'
  | 'delivered'
  | 'cancelled';

/** The order has reached the customer: it may be rated and tipped. */
export function isFinished(status: OrderStatus): boolean {
  return status === 'picked_up' || status === 'delivered';
}

/** Rejected by the restaurant or cancelled: shown as 'Rejected' (buttonName CANCELLED). */
export function isCancelled(status: OrderStatus): boolean {
  return status === 'rejected' || status === 'cancelled';
}

/**
 * DESIGN.md §5: placed → confirmed → ready for pickup → picked up, and for Delivery one more
 * step, delivered. null: the order is at its end.
 */
export function nextStatus(status: OrderStatus, orderType: OrderType): OrderStatus | null {
  switch (status) {
    case 'placed':
      return 'confirmed';
    case 'confirmed':
      return 'ready_for_pickup';
    case 'ready_for_pickup':
      return 'picked_up';
    case 'picked_up':
      return orderType === 'Delivery' ? 'delivered' : null;
    default:
      return null;
  }
}

/** Only a placed order can still be turned down. */
export function canReject(status: OrderStatus): boolean {
  return status === 'placed';
}

/** The timestamp column each status sets. */
export const STATUS_TIME_COLUMN: Record<OrderStatus, string> = {
  placed: 'placed_at',
  confirmed: 'confirmed_at',
  rejected: 'rejected_at',
  ready_for_pickup: 'ready_at',
  picked_up: 'picked_up_at',
  delivered: 'delivered_at',
  cancelled: 'cancelled_at',
};
