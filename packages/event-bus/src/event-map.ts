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
