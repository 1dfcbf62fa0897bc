import { checkDishes, orderableOutlet, writeCartLines } from '../cart/add-to-cart';
import type { DishInput } from '../cart/parse-input';
import type { Db } from '../db/db';
import type { Island } from '../islands/islands';
import type { DishRow } from '../menu/menu-rows';
import type { OutletsOfRequest } from '../restaurants/find-outlet';
import type { OrderType } from '../restaurants/outlet-rows';
import { ORDER_NOT_FOUND } from './advance-order';
import { NOTHING_TO_REORDER } from './order-messages';
import { findUserOrder, type OrderLineRow } from './order-rows';

export interface ReorderInput extends OutletsOfRequest {
  userId: number;
  orderId: number;
  island: Island;
  /** The order type the customer has chosen now (the cart's rules are checked for it). */
  orderType: OrderType;
  /** The customer agreed to clear a cart holding another restaurant's items. */
  replaceCart: boolean;
  now: Date;
}

export type ReorderResult =
  | { ok: true; outletId: number; unavailable: string[] }
  | { ok: false; message: string; otherOutlet?: true };

/** How the history names a line left out: the dish, with its add-ons when one of them is gone. */
function lineName(line: OrderLineRow, addOnRefused: boolean): string {
  const addOns = line.customisations.map((item) => item.name);
  return addOnRefused && addOns.length > 0
    ? `${line.dishName} (${addOns.join(', ')})`
    : line.dishName;
}

/**
 * Puts a past order's lines, with their add-ons and notes, back in the customer's cart at
 * today's prices (the cart prices its lines from the menu). Lines the menu no longer offers
 * now are left out and named; everything else goes through the cart's own checks and write, so
 * a closed restaurant, an outlet without payments or a full cart writes nothing at all.
 */
export async function reorder(db: Db, input: ReorderInput): Promise<ReorderResult> {
  const order = await findUserOrder(db, input.userId, input.orderId);
  if (!order) return { ok: false, message: ORDER_NOT_FOUND };
  const outlet = await orderableOutlet(db, { ...input, outletId: order.outletId });
  if (!outlet.ok) return outlet;

  const kept = order.lines.filter((line) => line.dishId !== null);
  const wanted: DishInput[] = kept.map((line) => ({
    dishId: line.dishId ?? 0,
    quantity: line.quantity,
    customisation: line.customisations.map((item) => item.id).sort((a, b) => a - b),
    note: line.note,
  }));
  const checked = await checkDishes(db, outlet.outlet, wanted, input.now);
  const unavailable = order.lines
    .filter((line) => line.dishId === null)
    .map((line) => lineName(line, false));
  const dishes = new Map<number, DishRow>();
  const available: DishInput[] = [];
  checked.forEach(({ dish, refusal, addOnRefused }, index) => {
    if (dish && refusal === null) {
      dishes.set(dish.id, dish);
      available.push(wanted[index]!);
    } else {
      unavailable.push(lineName(kept[index]!, addOnRefused));
    }
  });
  if (available.length === 0) return { ok: false, message: NOTHING_TO_REORDER };

  const written = await writeCartLines(
    db,
    { ...input, outletId: order.outletId, note: '', dishes: available },
    order.outletId,
    dishes,
    input.replaceCart,
  );
  if (!written.ok) return written;
  return { ok: true, outletId: order.outletId, unavailable };
}
