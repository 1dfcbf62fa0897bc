import { getCurrentLocation, stored } from '@island-eats/api-client';
import { chooseIslandCentre } from '@island-eats/customer-features/choices';

/**
 * A deleted address can no longer be the delivery point: if it was, the point goes back to the
 * island's centre with no address chosen, so the home box and the checkout ask for one again.
 */
export function forgetDeliveryPoint(deletedAddressId: number): void {
  if (stored.get('chosenLocation')?.addressId !== deletedAddressId) return;
  chooseIslandCentre(getCurrentLocation());
}
