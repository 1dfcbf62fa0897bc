import type { ApiOk } from '../types/common';
import type { TrackedOrder } from '../types/order';
import { apiPost } from '../http';

/** Polled every 2 s by the tracker (SPEC §4). */
export function trackOrders(payload: {
  orderId: number;
}): Promise<ApiOk & { ordersDetails: TrackedOrder }> {
  return apiPost('trackOrders', payload);
}

/**
 * Cancels the customer's order while the restaurant has not accepted it; a paid order is
 * refunded once (its refundMessage says so). Answers the order as it is now.
 */
export function cancelOrder(payload: {
  orderId: number;
}): Promise<ApiOk & { ordersDetails: TrackedOrder }> {
  return apiPost('cancelOrder', payload);
}

/**
 * Realtime tracking over socket.io (path /prodsocket/io): connect with `auth: { token }`,
 * `emit(TRACK_ORDER_EVENT, orderId, ack)` (ack gets `{ joined }`; only the order's owner joins),
 * then every status change arrives as ORDER_STATUS_EVENT with a TrackedOrder.
 */
export const TRACK_ORDER_EVENT = 'trackOrder';
export const ORDER_STATUS_EVENT = 'orderStatus';

/**
 * Live availability on the same socket: `emit(WATCH_OUTLET_EVENT, outletId, ack)` (ack gets
 * `{ joined }`; anyone may watch, a socket at most MAX_WATCHED_OUTLETS outlets), then each
 * change staff make to the outlet, its dishes or their add-ons arrives as OUTLET_CHANGED_EVENT
 * with `{ outletId }`: read the menu, details or cart again. UNWATCH_OUTLET_EVENT leaves it.
 */
export const WATCH_OUTLET_EVENT = 'watchOutlet';
export const UNWATCH_OUTLET_EVENT = 'unwatchOutlet';
export const OUTLET_CHANGED_EVENT = 'outletChanged';
export const MAX_WATCHED_OUTLETS = 8;
