import type { OrderType } from '@island-eats/api-client';
import { getDeliveryType, stored } from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';
import { clearCartEverywhere } from '../cart/clear-cart-everywhere';

/**
 * SPEC §4 Order type: store the choice for the session, clear the cart, publish the change
 * (pages re-read their lists and re-view the cart on it). Returns false when nothing changed.
 */
export async function setOrderType(type: OrderType): Promise<boolean> {
  if (getDeliveryType() === type) return false;
  stored.set('deliveryType', type);
  bus.publish('orderType', type);
  await clearCartEverywhere();
  return true;
}

/** The pick-up NOTICE shows the first time Pick UP is chosen in a browser session only. */
export function shouldShowPickupNotice(type: OrderType): boolean {
  return type === 'Take Out' && stored.get('hasSeenPickupNotice') !== true;
}

export function markPickupNoticeSeen(): void {
  stored.set('hasSeenPickupNotice', true);
}
