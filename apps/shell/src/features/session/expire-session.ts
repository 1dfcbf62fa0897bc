import { SESSION_EXPIRED_MESSAGE } from '@island-eats/api-client';
import { forgetCart } from '@island-eats/customer-features/cart';
import { bus } from '@island-eats/event-bus';

/**
 * SPEC.md §4/§8: 'Unauthenticated.' from any call, in any app of the page. api-client has
 * already cleared the session; the cart goes too, then the alert and a reload.
 */
export function expireSession(): void {
  forgetCart();
  bus.publish('favouritesCount', 0);
  bus.publish('auth', { loggedIn: false });
  window.alert(SESSION_EXPIRED_MESSAGE);
  window.location.reload();
}

/** HTTP 400/401/403 logged the user out: the counts and the cart go with the session. */
export function loggedOutByServer(): void {
  forgetCart();
  bus.publish('favouritesCount', 0);
}
