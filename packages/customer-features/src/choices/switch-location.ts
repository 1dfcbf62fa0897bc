import type { LocatedAt } from '@island-eats/api-client';
import {
  ISLAND_TIME_ZONE,
  LOCATION_CENTRES,
  getCurrentLocation,
  getProfile,
  getSession,
  stored,
  updateProfile,
  updateSession,
} from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';
import { clearCartEverywhere } from '../cart/clear-cart-everywhere';

/**
 * Stores the island as the current location and publishes it; the chosen delivery point moves
 * to the island's centre, since a point on the other island cannot be delivered to.
 */
export function storeLocation(island: LocatedAt): void {
  stored.set('currentLocation', island);
  chooseIslandCentre(island);
  bus.publish('location', island);
}

/** The chosen delivery point back at the island's centre, with no address chosen. */
export function chooseIslandCentre(island: LocatedAt): void {
  const centre = LOCATION_CENTRES[island];
  stored.set('chosenLocation', {
    latitudeData: centre.latitude,
    longitudeData: centre.longitude,
    timezone: ISLAND_TIME_ZONE,
    address: '',
    addressId: null,
  });
}

/** Saves the island on the logged-in user's profile (the rest of the profile unchanged). */
export async function saveProfileLocation(island: LocatedAt): Promise<void> {
  if (!getSession()) return;
  const { usersDetails: user } = await getProfile();
  await updateProfile({
    userName: user.userName,
    email: user.email,
    countryCode: user.countryCode,
    mobileNumber: user.mobileNumber,
    short_interest_survey: user.short_interest_survey ?? undefined,
    located_at: island,
  });
  updateSession({ located_at: island });
}

/**
 * SPEC §4 Location switch, after the user said Yes: store the island, update the profile when
 * logged in, clear the cart. The caller reloads the page. Returns false when nothing changed.
 */
export async function switchLocation(island: LocatedAt): Promise<boolean> {
  if (getCurrentLocation() === island) return false;
  storeLocation(island);
  await saveProfileLocation(island);
  await clearCartEverywhere();
  return true;
}
