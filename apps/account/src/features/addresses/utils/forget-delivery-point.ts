import {
  ISLAND_TIME_ZONE,
  LOCATION_CENTRES,
  getCurrentLocation,
  stored,
} from '@island-eats/api-client';

/**
 * A deleted address can no longer be the delivery point: if it was, the point goes back to the
 * island's centre with no address chosen, so the home box and the checkout ask for one again.
 */
export function forgetDeliveryPoint(deletedAddressId: number): void {
  if (stored.get('chosenLocation')?.addressId !== deletedAddressId) return;
  const centre = LOCATION_CENTRES[getCurrentLocation()];
  stored.set('chosenLocation', {
    latitudeData: centre.latitude,
    longitudeData: centre.longitude,
    timezone: ISLAND_TIME_ZONE,
    address: '',
    addressId: null,
  });
}
