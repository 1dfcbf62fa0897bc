import type { OrderType } from '../types/common';
import type { RestaurantInfo } from '../types/restaurant';
import { offersOrderType } from './outlet-availability';
import { restaurantBadge } from './restaurant-badge';

/**
 * The details badge (SPEC §4) and whether dishes can be ordered now: only when the badge says
 * Open for the chosen type and the outlet offers that type at all.
 */
export function outletStatus(info: RestaurantInfo, orderType: OrderType) {
  const badge = restaurantBadge(info, orderType);
  return { badge, orderable: badge.label === 'Open' && offersOrderType(info.type, orderType) };
}
