import { ISLAND_TIME_ZONE, stored, type Address } from '@island-eats/api-client';

/** Makes the address the current delivery point (the stored chosen location). */
export function chooseAddress(address: Address): void {
  stored.set('chosenLocation', {
    latitudeData: address.latitude,
    longitudeData: address.longitude,
    timezone: ISLAND_TIME_ZONE,
    address: address.fullAddress,
    addressId: address.addressId,
  });
}
