import type { Outlet, RestaurantListItem } from '@island-eats/api-client';
import type { OutletFlags } from '@island-eats/api-client/rules';

/** A list outlet's flags for the shared badge rule; a closed restaurant closes its outlets. */
export function listItemFlags(restaurant: RestaurantListItem, outlet: Outlet): OutletFlags {
  const { is_restro_online, delivery_availability, pickup_availability, payment_availability } =
    outlet.business_hours;
  return {
    emergency_close: restaurant.emergency_close === 1 || outlet.emergency_close === 1 ? 1 : 0,
    is_restro_online,
    delivery_availability,
    pickup_availability,
    payment_availability,
  };
}
