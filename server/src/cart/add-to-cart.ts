import type { Db } from '../db/db';
import type { Island } from '../islands/islands';
import { addOnsOfDishes, findDish, type DishRow } from '../menu/menu-rows';
import { PAYMENT_NOT_SETUP, takesPayment } from '../payments/outlet-payment';
import {
  outletLookup,
  outletTakesOrdersFor,
  type OutletsOfRequest,
  type OutletRecord,
} from '../restaurants/find-outlet';
import { localClock, sameIds } from '@island-eats/api-client/rules';
import { slotProblem, SLOT_MESSAGES } from '@island-eats/api-client/order-later';
import type { OrderType } from '../restaurants/outlet-rows';
import {
  addOnRefusal,
  CART_MESSAGES,
  dishRefusal,
  limitRefusal,
  MAX_CART_LINES,
} from './check-dish';
import { cartLines, ensureCart, findCart, type CartLineRow } from './cart-rows';
import { clearCart } from './update-cart';
import type { DishInput } from './parse-input';
import { MAX_QUANTITY } from './parse-input';

export interface AddToCartInput extends OutletsOfRequest {
  userId: number;
  island: Island;
  outletId: number;
  orderType: OrderType;
  /** The payload's own note, used for dishes that carry none. */
  note: string;
  dishes: DishInput[];
  now: Date;
}

export type CartResult =
  | { ok: true }
  /** otherOutlet: refused because the cart holds another outlet's items (SPEC §4). */
  | { ok: false; message: string; otherOutlet?: true };

/** Thrown inside the write so that the lines already written are rolled back. */
class CartFull extends Error {}

/**
 * The outlet if it can take a cart of this order type now, or at the cart's slot when it is
 * ordered for later (a closed outlet takes those); else the cart's message.
 */
export async function orderableOutlet(
  db: Db,
  input: Pick<AddToCartInput, 'outletId' | 'island' | 'orderType' | 'now' | 'outlets'> & {
    slot?: Date | null;
  },
): Promise<{ ok: true; outlet: OutletRecord } | { ok: false; message: string }> {
  const outlet = await outletLookup(db, input.outlets)(input.outletId, input.island);
  if (!outlet) return { ok: false, message: CART_MESSAGES.restaurantNotFound };
  // Its checkout could only refuse: a cart is not filled for nothing.
  if (!takesPayment(outlet)) return { ok: false, message: PAYMENT_NOT_SETUP };
  if (input.slot) {
    const problem = slotProblem(outlet.hours, input.slot, input.now);
    if (problem) return { ok: false, message: SLOT_MESSAGES[problem] };
  }
  if (!outletTakesOrdersFor(outlet, input.orderType, input.now, input.slot ?? null)) {
    return { ok: false, message: CART_MESSAGES.restaurantUnavailable };
  }
  return { ok: true, outlet };
}

/** The slot of the user's cart when the cart is this outlet's; null: as soon as possible. */
export async function cartSlot(db: Db, userId: number, outletId: number): Promise<Date | null> {
  const cart = await findCart(db, userId);
  return cart?.outletId === outletId ? cart.scheduledFor : null;
}

export interface CheckedDish {
  dish: DishRow | null;
  /** Why the dish, or one of its add-ons, cannot be ordered now; null when it can. */
  refusal: string | null;
  /** The dish itself is fine and only an add-on is refused. */
  addOnRefused: boolean;
}

/**
 * Each wanted dish of the outlet's restaurant checked as an add to the cart checks it at `at`
 * (the outlet's stock), in order.
 */
export async function checkDishes(
  db: Db,
  outlet: { id: number; restaurantId: number },
  wanted: readonly DishInput[],
  at: Date,
): Promise<CheckedDish[]> {
  const seconds = localClock(at).seconds;
  const dishIds = [...new Set(wanted.map((d) => d.dishId))];
  // (asked together: the database answers them all without a wait for us between)
  const [addOns, dishes] = await Promise.all([
    addOnsOfDishes(db, dishIds, outlet.id),
    Promise.all(dishIds.map((id) => findDish(db, id, outlet.id))),
  ]);
  const found = new Map(dishes.flatMap((dish) => (dish ? [[dish.id, dish] as const] : [])));
  const checked: CheckedDish[] = [];
  for (const one of wanted) {
    const dish = found.get(one.dishId);
    if (!dish || dish.restaurantId !== outlet.restaurantId) {
      checked.push({ dish: null, refusal: CART_MESSAGES.dishNotFound, addOnRefused: false });
      continue;
    }
    const own = dishRefusal(dish, seconds);
    const addOn = own
      ? null
      : addOnRefusal(
          dish,
          addOns.filter((item) => item.dishId === dish.id),
          one.customisation,
        );
    checked.push({ dish, refusal: own ?? addOn, addOnRefused: addOn !== null });
  }
  return checked;
}

/**
 * Adds dishes to the user's one-outlet cart. Everything is checked before anything is written,
 * so a refused call leaves the cart as it was. An identical line (same dish, add-ons and note)
 * has its quantity raised instead of a second line being added.
 */
export async function addToCart(db: Db, input: AddToCartInput): Promise<CartResult> {
  const slot = await cartSlot(db, input.userId, input.outletId);
  const outlet = await orderableOutlet(db, { ...input, slot });
  if (!outlet.ok) return outlet;
  const checked = await checkDishes(db, outlet.outlet, input.dishes, slot ?? input.now);
  const refused = checked.find((one) => one.refusal !== null);
  if (refused?.refusal) return { ok: false, message: refused.refusal };
  const dishes = new Map(checked.flatMap(({ dish }) => (dish ? [[dish.id, dish] as const] : [])));
  return writeCartLines(db, input, outlet.outlet.id, dishes);
}

/**
 * Writes checked dishes into the cart in one transaction. `replace` empties the cart first
 * (its lines and coupon), in the same transaction: the customer said yes to clearing it.
 */
export async function writeCartLines(
  db: Db,
  input: AddToCartInput,
  outletId: number,
  dishes: ReadonlyMap<number, DishRow>,
  replace = false,
): Promise<CartResult> {
  try {
    return await writeLines(db, input, outletId, dishes, replace);
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
  replace: boolean,
): Promise<CartResult> {
  return db.transaction(async (tx) => {
    // Asked together, so the database runs them back to back: the cart made and locked, then
    // emptied when this call replaces it (its coupon and slot go too), else its lines read.
    const [cart, lines] = await Promise.all([
      ensureCart(tx, input.userId),
      replace ? clearCart(tx, input.userId).then(() => []) : cartLines(tx, input.userId),
    ]);
    if (lines.length > 0 && cart.outletId !== outletId) {
      return { ok: false, message: CART_MESSAGES.otherOutlet, otherOutlet: true };
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
    // The lines this call changes and adds, worked out first and then written all at once.
    const changed = new Set<CartLineRow>();
    const added: CartLineRow[] = [];
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
        if (!added.includes(same)) changed.add(same);
      } else {
        if (lines.length >= MAX_CART_LINES) throw new CartFull();
        const line = newLine(wanted, note);
        lines.push(line);
        added.push(line);
      }
    }
    await Promise.all([
      ...[...changed].map((line) =>
        tx.query('UPDATE cart_lines SET quantity = $1 WHERE id = $2', [line.quantity, line.cartId]),
      ),
      ...added.map((line) =>
        tx.query(
          `INSERT INTO cart_lines (cart_id, dish_id, quantity, customisation_item_ids, spl_instruction)
           VALUES ($1, $2, $3, $4::int[], $5)`,
          [cart.id, line.dishId, line.quantity, line.itemIds, line.note],
        ),
      ),
      // A slot chosen at another outlet is not this one's.
      tx.query(
        `UPDATE carts SET outlet_id = $1, order_type = $2, updated_at = now(),
                scheduled_for = CASE WHEN outlet_id = $1 THEN scheduled_for END
          WHERE id = $3`,
        [outletId, input.orderType, cart.id],
      ),
    ]);
    return { ok: true };
  });
}

/** A line this call adds, as the checks above count it (it has no id until written). */
function newLine(wanted: DishInput, note: string): CartLineRow {
  return {
    cartId: 0,
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
  };
}
