import { clearSession, logout } from '@island-eats/api-client';
import { clearCartEverywhere } from '../cart/clear-cart-everywhere';

/** SPEC.md §4: logout clears the cart and the session; the token is revoked on the server. */
export async function logOut(): Promise<void> {
  await clearCartEverywhere();
  try {
    await logout();
  } catch {
    // the token may already be gone; the local session is cleared either way
  }
  clearSession();
}
