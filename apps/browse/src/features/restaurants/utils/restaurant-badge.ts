import type { OrderType, RestaurantListItem } from '@island-eats/api-client';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

export interface RestaurantBadge {
  label:
    'Open' | 'Close' | 'Pickup Available' | 'Delivery Available' | 'Pickup/Delivery Unavailable';
  tone: BadgeTone;
}

const close: RestaurantBadge = { label: 'Close', tone: 'danger' };

/** SPEC.md §4's restaurant badge for the outlet a card shows, under the chosen order type. */
export function restaurantBadge(
  restaurant: RestaurantListItem,
  orderType: OrderType,
): RestaurantBadge {
  const outlet = restaurant.outlet[0];
  if (!outlet) return close;
  const hours = outlet.business_hours;
  if (
    restaurant.emergency_close === 1 ||
    outlet.emergency_close === 1 ||
    hours.is_restro_online !== 1
  ) {
    return close;
  }
  const delivery = hours.delivery_availability === 1;
  const pickup = hours.pickup_availability === 1;
  if (!delivery && !pickup) return { label: 'Pickup/Delivery Unavailable', tone: 'neutral' };
  if (orderType === 'Delivery') {
    if (delivery) return { label: 'Open', tone: 'success' };
    return { label: 'Pickup Available', tone: 'warning' };
  }
  if (pickup) return { label: 'Open', tone: 'success' };
  return { label: 'Delivery Available', tone: 'warning' };
}
