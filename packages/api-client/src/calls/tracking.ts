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
 * Realtime tracking over socket.io (path /prodsocket/io): connect with `auth: { token }`,
 * `emit(TRACK_ORDER_EVENT, orderId, ack)` (ack gets `{ joined }`; only the order's owner joins),
 * then every status change arrives as ORDER_STATUS_EVENT with a TrackedOrder.
 */
export const TRACK_ORDER_EVENT = 'trackOrder';
export const ORDER_STATUS_EVENT = 'orderStatus';
