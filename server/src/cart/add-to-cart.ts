import type { Db } from '../db/db';
import type { Island } from '../islands/islands';
import { addOnsOfDishes, findDish, type DishRow } from '../menu/menu-rows';
import { PAYMENT_NOT_SETUP, takesPayment } from '../payments/outlet-payment';
import { findOutlet, outletTakesOrders } from '../restaurants/find-outlet';
import { localClock, sameIds } from '@island-eats/api-client/rules';
import type { OrderType } from '../restaurants/outlet-rows';
import {
  addOnRefusal,
  CART_MESSAGES,
  dishRefusal,
  limitRefusal,
  MAX_CART_LINES,
} from './check-dish';
import { cartLines, ensureCart } from './cart-rows';
import type { DishInput } from './parse-input';
import { MAX_QUANTITY } from './parse-input';

export interface AddToCartInput {
  userId: number;
  island: Island;
  outletId: number;
  orderType: OrderType;
  /** The payload's own note, used for dishes that carry none. */
  note: string;
  dishes: DishInput[];
  now: Date;
}

export type CartResult = { ok: true } | { ok: false; message: string };

/** Thrown inside the write so that the lines already written are rolled back. */
class CartFull extends Error {}

/**
 * Adds dishes to the user's one-outlet cart. Everything is checked before anything is written,
 * so a refused call leaves the cart as it was. An identical line (same dish, add-ons and note)
 * has its quantity raised instead of a second line being added.
 */
export async function addToCart(db: Db, input: AddToCartInput): Promise<CartResult> {
  const outlet = await findOutlet(db, input.outletId, input.island);
  if (!outlet) return { ok: false, message: CART_MESSAGES.restaurantNotFound };
  // Its checkout could only refuse: a cart is not filled for nothing.
  if (!takesPayment(outlet)) return { ok: false, message: PAYMENT_NOT_SETUP };
  if (!outletTakesOrders(outlet, input.orderType, input.now)) {
    return { ok: false, message: CART_MESSAGES.restaurantUnavailable };
  }
  const seconds = localClock(input.now).seconds;
  const addOns = await addOnsOfDishes(db, [...new Set(input.dishes.map((d) => d.dishId))]);
  const dishes = new Map<number, DishRow>();
  for (const wanted of input.dishes) {
    const dish = await findDish(db, wanted.dishId);
    if (!dish || dish.restaurantId !== outlet.restaurantId) {
      return { ok: false, message: CART_MESSAGES.dishNotFound };
    }
    const refusal =
      dishRefusal(dish, seconds) ??
      addOnRefusal(
        dish,
        addOns.filter((item) => item.dishId === dish.id),
        wanted.customisation,
      );
    if (refusal) return { ok: false, message: refusal };
    dishes.set(dish.id, dish);
  }

  try {
    return await writeLines(db, input, outlet.id, dishes);
  } catch (error) {
    if (error instanceof CartFull) return { ok: false, message: CART_MESSAGES.tooManyLines };
    throw error;
  }
}

const sum = (quantities: readonly { quantity: number }[]) =>
  quantities.reduce((total, line) => total + line.quantity, 0);

function writeLines(
  db: Db,
  input: AddToCartInput,
  outletId: number,
  dishes: ReadonlyMap<number, DishRow>,
): Promise<CartResult> {
  return db.transaction(async (tx) => {
    const cart = await ensureCart(tx, input.userId);
    const lines = await cartLines(tx, cart.id);
    if (lines.length > 0 && cart.outletId !== outletId) {
      return { ok: false, message: CART_MESSAGES.otherOutlet };
    }
    // A dish's limit counts all its lines, those in the cart and those of this call.
    for (const [dishId, dish] of dishes) {
      const refusal = limitRefusal(
        dish,
        sum(lines.filter((line) => line.dishId === dishId)),
        sum(input.dishes.filter((wanted) => wanted.dishId === dishId)),
      );
      if (refusal) return { ok: false, message: refusal };
    }
    for (const wanted of input.dishes) {
      const note = wanted.note ?? input.note.trim();
      const same = lines.find(
        (line) =>
          line.dishId === wanted.dishId &&
          line.note === note &&
          sameIds(line.itemIds, wanted.customisation),
      );
      if (same) {
        same.quantity = Math.min(MAX_QUANTITY, same.quantity + wanted.quantity);
        await tx.query('UPDATE cart_lines SET quantity = $1 WHERE id = $2', [
          same.quantity,
          same.cartId,
        ]);
      } else {
        if (lines.length >= MAX_CART_LINES) throw new CartFull();
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO cart_lines (cart_id, dish_id, quantity, customisation_item_ids, spl_instruction)
           VALUES ($1, $2, $3, $4::int[], $5) RETURNING id`,
          [cart.id, wanted.dishId, wanted.quantity, wanted.customisation, note],
        );
        lines.push({
          cartId: row?.id ?? 0,
          dishId: wanted.dishId,
          dishName: '',
          quantity: wanted.quantity,
          note,
          itemIds: wanted.customisation,
          priceCents: 0,
          outOfStock: false,
          availableFrom: null,
          availableTo: null,
          maxPerOrder: null,
        });
      }
    }
    await tx.query(
      'UPDATE carts SET outlet_id = $1, order_type = $2, updated_at = now() WHERE id = $3',
      [outletId, input.orderType, cart.id],
    );
    return { ok: true };
  });
}
