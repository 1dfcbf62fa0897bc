import type { Db } from '../db/db';
import { addOnsOfDishes, findDish } from '../menu/menu-rows';
import { addOnRefusal, CART_MESSAGES, limitRefusal } from './check-dish';
import type { CartResult } from './add-to-cart';
import { cartLines, lockCart } from './cart-rows';
import { sameIds } from '@island-eats/api-client/rules';

export interface UpdateCartInput {
  userId: number;
  /** The line's id (the wire calls it cartId). */
  lineId: number;
  /** 0 removes the line. */
  quantity: number;
  note: string | null;
  /** null keeps the line's add-ons. */
  customisation: number[] | null;
}

/** Empties the cart: lines, outlet, coupon and slot go. */
export async function clearCart(db: Db, userId: number): Promise<void> {
  await db.transaction((tx) =>
    Promise.all([
      tx.query(
        'DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)',
        [userId],
      ),
      tx.query(
        `UPDATE carts SET outlet_id = NULL, coupon_id = NULL, scheduled_for = NULL,
                updated_at = now()
          WHERE user_id = $1`,
        [userId],
      ),
    ]),
  );
}

/**
 * Changes one line of the caller's own cart. Edited add-ons are checked like a new add; a line
 * edited into the twin of another merges with it. Quantity 0 deletes the line.
 */
export async function updateCartLine(db: Db, input: UpdateCartInput): Promise<CartResult> {
  // Read and changed under the cart's lock, so a concurrent add or order is never undone.
  return db.transaction(async (tx) => {
    const [cart, lines] = await Promise.all([
      lockCart(tx, input.userId),
      cartLines(tx, input.userId),
    ]);
    const line = lines.find((l) => l.cartId === input.lineId);
    // a cart with lines has its outlet; the check only tells the types so
    if (!cart?.outletId || !line) return { ok: false, message: CART_MESSAGES.lineNotFound };
    const outletId = cart.outletId;

    if (input.quantity === 0) {
      if (lines.length === 1) return clearCart(tx, input.userId).then(() => ({ ok: true }));
      await tx.query('DELETE FROM cart_lines WHERE id = $1', [line.cartId]);
      return { ok: true };
    }

    const itemIds = input.customisation ?? line.itemIds;
    const note = input.note ?? line.note;
    const dish = await findDish(tx, line.dishId, outletId);
    if (!dish) return { ok: false, message: CART_MESSAGES.dishNotFound };
    // Fewer of an out-of-stock dish is fine (the customer is fixing the cart); more is not.
    if (dish.outOfStock && input.quantity > line.quantity) {
      return { ok: false, message: CART_MESSAGES.outOfStock };
    }
    // More than before must stay under the dish's limit, counted over all its lines.
    if (input.quantity > line.quantity) {
      const others = lines.filter((l) => l.dishId === dish.id && l.cartId !== line.cartId);
      const refusal = limitRefusal(
        dish,
        others.reduce((total, l) => total + l.quantity, 0),
        input.quantity,
      );
      if (refusal) return { ok: false, message: refusal };
    }
    if (!sameIds(itemIds, line.itemIds)) {
      const refusal = addOnRefusal(dish, await addOnsOfDishes(tx, [dish.id], outletId), itemIds);
      if (refusal) return { ok: false, message: refusal };
    }

    const twin = lines.find(
      (l) =>
        l.cartId !== line.cartId &&
        l.dishId === line.dishId &&
        l.note === note &&
        sameIds(l.itemIds, itemIds),
    );
    if (twin) {
      await tx.query('UPDATE cart_lines SET quantity = least($1::int, 99) WHERE id = $2', [
        twin.quantity + input.quantity,
        twin.cartId,
      ]);
      await tx.query('DELETE FROM cart_lines WHERE id = $1', [line.cartId]);
    } else {
      await tx.query(
        `UPDATE cart_lines SET quantity = $1, spl_instruction = $2, customisation_item_ids = $3::int[]
          WHERE id = $4`,
        [input.quantity, note, itemIds, line.cartId],
      );
    }
    await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cart.id]);
    return { ok: true };
  });
}
