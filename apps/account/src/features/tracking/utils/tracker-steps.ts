import type { TrackedOrder } from '@island-eats/api-client';

export interface TrackerStep {
  label: string;
  /** 'h:mm A', or '00:00' while the step is not reached */
  time: string;
  done: boolean;
  /** the rejected step ends the order */
  rejected?: boolean;
}

const NOT_YET = '00:00';

/** SPEC.md §2 Track Order: Order Placed, Confirmed (or Rejected), Ready For Pickup, Picked. */
export function trackerSteps(order: TrackedOrder): TrackerStep[] {
  const rejected = order.orderRejected === 1;
  return [
    { label: 'Order Placed', time: order.receivedTime, done: order.orderReceived === 1 },
    rejected
      ? {
          label: order.status === 'cancelled' ? 'Order Cancelled' : 'Order Rejected',
          time: order.rejectedTime,
          done: true,
          rejected: true,
        }
      : {
          label: 'Order Confirmed',
          time: order.orderConfirmedTime,
          done: order.orderConfirmed === 1,
        },
    {
      label: 'Ready For Pickup',
      time: order.readyForPickupTime,
      done: order.readyForPickupTime !== NOT_YET,
    },
    { label: 'Order Picked', time: order.orderPickedupTime, done: order.orderPickedUp === 1 },
  ].map((step) => ({ ...step, time: step.time || NOT_YET }));
}
