import type { BoardOrder } from '@island-eats/api-client';

/** The step a board offers an order in its status, and the label of its button. */
export function nextStep(order: BoardOrder): string | null {
  switch (order.status) {
    case 'confirmed':
      return 'Mark ready';
    case 'ready_for_pickup':
      return order.orderType === 'Delivery' ? 'Handed to driver' : 'Picked up';
    // a delivery on its way is the driver's to end, not the kitchen's
    default:
      return null;
  }
}

const LIFECYCLE = ['placed', 'confirmed', 'ready_for_pickup', 'picked_up', 'delivered'];
/** How far along an order is: an end (refused, cancelled) is further than any step. */
const stage = (status: string) => {
  const step = LIFECYCLE.indexOf(status);
  return step === -1 ? LIFECYCLE.length : step;
};

/**
 * The list with `order` in it, unless the list holds the order further along already: a read
 * answered after a push, or a step's own answer after another tablet's push, is older news.
 */
export function withOrder(list: BoardOrder[], order: BoardOrder): BoardOrder[] {
  const shown = list.find((candidate) => candidate.orderId === order.orderId);
  if (shown && stage(shown.status) > stage(order.status)) return list;
  return [order, ...list.filter((other) => other !== shown)];
}

/** How the customer gets it, in the site's words (SPEC.md: Pick Up or Delivery). */
export const howServed = (order: BoardOrder) =>
  order.orderType === 'Delivery' ? 'Delivery' : 'Pick Up';

export const STATUS_TEXT: Record<string, string> = {
  placed: 'New',
  confirmed: 'Preparing',
  ready_for_pickup: 'Ready',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  rejected: 'Refused',
  cancelled: 'Cancelled',
};

/** How long ago, as a kitchen reads it: 'just now', '4 min ago', '1 h 5 min ago'. */
export function ago(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
}

/** The islands keep Atlantic Standard Time (ISLAND_TIME_ZONE), UTC-4, all year. */
const ISLAND_OFFSET_MS = -4 * 60 * 60 * 1000;

/**
 * A time of day on the islands, '3:05 PM', as the tracker shows it. Worked out rather than
 * with toLocaleTimeString in the islands' zone: a browser's first use of a time zone loads its
 * data, about 80 ms of a throttled phone's main thread while the board hydrates (its CPU
 * profile), for an offset that never changes.
 */
export function islandTime(iso: string): string {
  const at = new Date(Date.parse(iso) + ISLAND_OFFSET_MS);
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const PREPARATION_MINUTES = [10, 15, 20, 30, 45, 60] as const;
