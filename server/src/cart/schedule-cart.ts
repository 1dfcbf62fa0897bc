import type { Db } from '../db/db';
import type { Island } from '../islands/islands';
import type { OutletsOfRequest } from '../restaurants/find-outlet';
import type { OrderType } from '../restaurants/outlet-rows';
import { orderableOutlet, type CartResult } from './add-to-cart';
import { CART_MESSAGES } from './check-dish';
import { cartLines, ensureCart } from './cart-rows';

export interface ScheduleCartInput extends OutletsOfRequest {
  userId: number;
  island: Island;
  outletId: number;
  orderType: OrderType;
  /** null: as soon as possible again. */
  slot: Date | null;
  now: Date;
}

/** A wire time such as '2026-11-28T15:30:00Z' (an offset instead of Z is fine); else null. */
export function parseSlot(value: string): Date | null {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
  const slot = iso.test(value) ? new Date(value) : null;
  return slot && !Number.isNaN(slot.getTime()) ? slot : null;
}

/**
 * Sets (or clears) the slot the cart is ordered for. A slot is checked like an add at that
 * time: the outlet must take this order type then. An empty cart becomes the outlet's, so the
 * adds that follow are judged at the slot; a cart of another outlet's dishes is left alone.
 */
export async function scheduleCart(db: Db, input: ScheduleCartInput): Promise<CartResult> {
  const { slot } = input;
  if (!slot) {
    await db.query('UPDATE carts SET scheduled_for = NULL, updated_at = now() WHERE user_id = $1', [
      input.userId,
    ]);
    return { ok: true };
  }
  const outlet = await orderableOutlet(db, { ...input, slot });
  if (!outlet.ok) return outlet;
  return db.transaction(async (tx) => {
    const [cart, lines] = await Promise.all([
      ensureCart(tx, input.userId),
      cartLines(tx, input.userId),
    ]);
    if (lines.length > 0 && cart.outletId !== input.outletId) {
      return { ok: false, message: CART_MESSAGES.otherOutlet, otherOutlet: true };
    }
    await tx.query(
      `UPDATE carts SET outlet_id = $1, order_type = $2, scheduled_for = $3::timestamptz,
              updated_at = now()
        WHERE id = $4`,
      [input.outletId, input.orderType, slot.toISOString(), cart.id],
    );
    return { ok: true };
  });
}
