import type { OrderType } from '../types/common';
import type { OutletFlags } from './outlet-availability';

export type RestaurantBadgeLabel =
  | 'Open'
  | 'Close'
  | 'Payment not set up'
  | 'Pickup Available'
  | 'Delivery Available'
  | 'Pickup/Delivery Unavailable';

export type RestaurantBadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

export interface RestaurantBadge {
  label: RestaurantBadgeLabel;
  tone: RestaurantBadgeTone;
}

const badge = (label: RestaurantBadgeLabel, tone: RestaurantBadgeTone): RestaurantBadge => ({
  label,
  tone,
});

/** SPEC.md §4's restaurant badge of an outlet under the chosen order type. */
export function restaurantBadge(outlet: OutletFlags, orderType: OrderType): RestaurantBadge {
  if (outlet.emergency_close === 1 || outlet.is_restro_online !== 1) {
    return badge('Close', 'danger');
  }
  // Open, but checkout could only refuse: say so on the card, before the cart is filled. Only
  // an explicit 0: a page newer than its API (a remote rolled alone) reads no flag at all.
  if (outlet.payment_availability === 0) return badge('Payment not set up', 'danger');
  const delivery = outlet.delivery_availability === 1;
  const pickup = outlet.pickup_availability === 1;
  if (!delivery && !pickup) return badge('Pickup/Delivery Unavailable', 'neutral');
  const [wanted, otherLabel] =
    orderType === 'Delivery'
      ? [delivery, 'Pickup Available' as const]
      : [pickup, 'Delivery Available' as const];
  // One of the two is available (checked above): the other one when not the chosen one.
  return wanted ? badge('Open', 'success') : badge(otherLabel, 'warning');
}

/** The outlet takes an order of this type right now: exactly when its badge says 'Open'. */
export function takesOrders(outlet: OutletFlags, orderType: OrderType): boolean {
  return restaurantBadge(outlet, orderType).label === 'Open';
}
