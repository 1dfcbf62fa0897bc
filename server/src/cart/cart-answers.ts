import type { Db } from '../db/db';
import { fail, ok } from '../http/wire';
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
}

/** viewCart's answer: the priced cart in the wire shape, or the empty-cart refusal. */
export async function viewCartAnswer(db: Db, input: ViewCartInput, extra: object = {}) {
  const priced = await priceCart(db, input);
  if (priced.lines.length === 0) return fail(CART_MESSAGES.empty);
  return ok({ ...cartViewWire(priced), ...extra });
}
