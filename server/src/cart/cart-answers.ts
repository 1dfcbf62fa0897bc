import type { Db } from '../db/db';
import { fail, ok } from '../http/wire';
import type { OutletLookup } from '../restaurants/find-outlet';
import type { OrderType } from '../restaurants/outlet-rows';
import { CART_MESSAGES } from './check-dish';
import { cartViewWire } from './cart-view';
import { priceCart } from './price-cart';

export interface ViewCartInput {
  userId: number;
  orderType: OrderType;
  addressId: number | null;
  tipCents: number;
  now: Date;
  /** The request's outlets (restaurants/outlet-cache.ts). */
  outlets: OutletLookup;
}

/**
 * viewCart's answer (addCoupon's with its message): the priced cart in the client's CartView
 * shape, or the empty-cart refusal.
 */
export async function viewCartAnswer<Extra extends object>(
  db: Db,
  input: ViewCartInput,
  extra?: Extra,
) {
  const priced = await priceCart(db, input);
  if (priced.lines.length === 0) return fail(CART_MESSAGES.empty);
  return ok({ ...cartViewWire(priced), ...extra });
}
