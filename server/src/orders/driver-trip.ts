import type { OrderRow } from './order-rows';

/**
 * How long the driver takes from the restaurant to the customer. There is no driver app to
 * report a position, so the trip is a plan: one minute, short enough to watch in the demo
 * (whose auto-progress delivers the order when it ends) and the same plan wherever it is shown.
 */
export const DRIVE_MS = 60_000;

export interface DriverFix {
  latitude: number;
  longitude: number;
  /** When the driver reaches the customer; null when not on the way. */
  arrivesAt: Date | null;
}

/**
 * Where a Delivery order's driver is: from pickup on, along the straight route from the
 * restaurant to the customer (the line the map draws), at the customer once delivered;
 * before pickup, where the driver's own record says. null for Take Out or an unknown place.
 */
export function driverFix(order: OrderRow, now: Date): DriverFix | null {
  if (order.orderType !== 'Delivery') return null;
  const { deliveryLatitude: toLat, deliveryLongitude: toLng } = order;
  const fromDriver =
    order.staffLatitude !== null && order.staffLongitude !== null
      ? { latitude: order.staffLatitude, longitude: order.staffLongitude, arrivesAt: null }
      : null;
  if (toLat === null || toLng === null || order.pickedUpAt === null) return fromDriver;
  if (order.status === 'delivered') return { latitude: toLat, longitude: toLng, arrivesAt: null };
  if (order.status !== 'picked_up') return fromDriver;
  const departed = new Date(order.pickedUpAt).getTime();
  const share = Math.min(1, Math.max(0, (now.getTime() - departed) / DRIVE_MS));
  const along = (from: number, to: number) => Number((from + (to - from) * share).toFixed(6));
  return {
    latitude: along(order.outletLatitude, toLat),
    longitude: along(order.outletLongitude, toLng),
    arrivesAt: new Date(departed + DRIVE_MS),
  };
}

/** The demo's driver has arrived: the order may be marked delivered. */
export function tripOver(order: Pick<OrderRow, 'pickedUpAt'>, now: Date): boolean {
  return (
    order.pickedUpAt !== null && now.getTime() >= new Date(order.pickedUpAt).getTime() + DRIVE_MS
  );
}
