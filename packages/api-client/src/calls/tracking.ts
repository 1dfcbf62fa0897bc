import type { ApiOk } from '../types/common';
import type { TrackedOrder } from '../types/order';
import { apiPost } from '../http';

/** Polled every 2 s by the tracker (SPEC §4). */
export function trackOrders(payload: {
  orderId: number;
}): Promise<ApiOk & { ordersDetails: TrackedOrder }> {
  return apiPost('trackOrders', payload);
}
