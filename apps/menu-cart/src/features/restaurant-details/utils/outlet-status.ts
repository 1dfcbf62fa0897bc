import type { OrderType, RestaurantInfo } from '@island-eats/api-client';
import { offersOrderType, restaurantBadge } from '@island-eats/api-client/rules';

/**
 * The details badge (SPEC §4) and whether dishes can be ordered now: only when the badge says
 * Open for the chosen type and the outlet offers that type at all.
 */
export function outletStatus(info: RestaurantInfo, orderType: OrderType) {
  const badge = restaurantBadge(info, orderType);
  return { badge, orderable: badge.label === 'Open' && offersOrderType(info.type, orderType) };
}
