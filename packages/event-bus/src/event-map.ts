import type { LocatedAt, OrderType } from '@island-eats/api-client';

export type { LocatedAt, OrderType };

export interface AuthState {
  loggedIn: boolean;
  userName?: string;
}

/** Every event that crosses app boundaries, with its payload. */
export interface EventMap {
  cartCount: number;
  favouritesCount: number;
  location: LocatedAt;
  orderType: OrderType;
  auth: AuthState;
}

/**
 * One-off requests from one app to another on this page: not remembered, not sent to other
 * tabs (a visitor's click in one tab must not open a modal in another).
 */
export interface RequestMap {
  /** A remote needs a logged-in user: the shell opens its Log In modal. */
  openLogin: void;
  /**
   * As openLogin, for an action the visitor was in the middle of: the host runs it once, after
   * a login or sign-up in that flow; never if the flow closes first, and never for a later one.
   */
  openLoginThen: () => void;
  /** Open the cart side panel (menu-cart's exposed panel, mounted by the shell). */
  openCart: void;
}
