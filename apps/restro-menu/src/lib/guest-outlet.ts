/**
 * The outlet whose table card the guest scanned. The profile and tracking pages have no outlet
 * in their path, so the menu page remembers it for them (and for Log Out, back to its menu).
 */
const KEY = 'islandEats.restroOutletId';

export function rememberGuestOutlet(outletId: number): void {
  try {
    localStorage.setItem(KEY, String(outletId));
  } catch {
    // storage off (private mode): the pages fall back to asking for the table card
  }
}

export function guestOutlet(): number | null {
  try {
    const id = Number(localStorage.getItem(KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
