import { readRaw, writeRaw } from '@island-eats/api-client';

/**
 * The outlet whose table card the guest scanned. The profile and tracking pages have no outlet
 * in their path, so the menu page remembers it for them (and for Log Out, back to its menu),
 * in this browser and its page cookie: the page server renders them for it.
 */

/** Where this browser keeps it (and restro-menu's page cookie: restro-page-cookie.ts). */
export const GUEST_OUTLET_KEY = 'islandEats.restroOutletId';

export function rememberGuestOutlet(outletId: number): void {
  writeRaw('local', GUEST_OUTLET_KEY, String(outletId));
}

export function guestOutlet(): number | null {
  const id = Number(readRaw('local', GUEST_OUTLET_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}
