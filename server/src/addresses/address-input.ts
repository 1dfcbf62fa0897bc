import { MESSAGES } from '@island-eats/api-client/messages';
import { parseCoordinate } from '../geo/distance';
import { isOnIsland } from '../islands/island-outlines';
import { ISLANDS } from '../islands/islands';
import type { Island } from '../islands/islands';
import type { AddressFields } from './saved-addresses';

/** Saved addresses a customer may have, both islands together. */
export const MAX_SAVED_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  landmark: MESSAGES.landmark,
  location: 'Please enter the location.',
  coordinates: 'Please choose your location on the map.',
  notFound: 'Address not found.',
  deleted: 'Address deleted successfully.',
  tooMany: `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one to add another.`,
  notOnIsland: (island: Island) =>
    `Your selected location is not in ${ISLANDS.find((i) => i.name === island)?.displayName}. Please change your delivery location.`,
} as const;

export interface AddressBody {
  location: string;
  houseFlatNo?: string | null;
  landMark?: string | null;
  type?: string | null;
  latitude: number | string;
  longitude: number | string;
  zipcode?: string | number | null;
}

/** The saved form, or the SPEC.md §5 message to show; the point must lie on the call's island. */
export function readAddress(body: AddressBody, island: Island): AddressFields | string {
  const landMark = (body.landMark ?? '').trim();
  if (!landMark) return ADDRESS_MESSAGES.landmark;
  const location = body.location.trim();
  if (!location) return ADDRESS_MESSAGES.location;
  const latitude = parseCoordinate(body.latitude, 90);
  const longitude = parseCoordinate(body.longitude, 180);
  if (latitude === null || longitude === null) return ADDRESS_MESSAGES.coordinates;
  if (!isOnIsland(island, latitude, longitude)) return ADDRESS_MESSAGES.notOnIsland(island);
  return {
    // SPEC.md §5: an Other address without a name is called Other.
    type: (body.type ?? '').trim() || 'Other',
    location,
    houseFlatNo: (body.houseFlatNo ?? '').trim(),
    landMark,
    latitude,
    longitude,
    zipcode: String(body.zipcode ?? '').trim(),
    island,
  };
}
