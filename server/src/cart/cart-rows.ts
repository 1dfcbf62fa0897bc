import type { Db } from '../db/db';
import { addOnSoldOut, dishSoldOut } from '../menu/menu-rows';
import type { OrderType } from '../restaurants/outlet-rows';

export interface CartRow {
  id: number;
  outletId: number | null;
  orderType: OrderType;
  couponId: number | null;
  /** The slot the cart is ordered for; null: as soon as possible. */
  scheduledFor: Date | null;
}

export interface CartLineRow {
  cartId: number;
  dishId: number;
  dishName: string;
  quantity: number;
  note: string;
  itemIds: number[];
  priceCents: number;
  outOfStock: boolean;
  availableFrom: string | null;
  availableTo: string | null;
  maxPerOrder: number | null;
}

export interface AddOnRow {
  id: number;
  name: string;
  priceCents: number;
  outOfStock: boolean;
  groupId: number;
  groupName: string;
  groupType: 'single' | 'multiple';
  dishId: number;
}

const CART_OF_USER = `SELECT id, outlet_id AS "outletId", order_type AS "orderType",
    coupon_id AS "couponId",
    scheduled_for AS "scheduledFor" FROM carts WHERE user_id = $1`;

export async function findCart(db: Db, userId: number): Promise<CartRow | null> {
  const [row] = await db.query<CartRow>(CART_OF_USER, [userId]);
  return row ?? null;
}

/**
 * The user's cart, its row held until the transaction ends (null: they have none yet). Adds,
 * edits and an order's write take it first, so they take turns: an order that priced the cart
 * empties that very cart, never a unit added meanwhile (READ COMMITTED would let its DELETE
 * see, and remove, such a unit).
 */
export async function lockCart(tx: Db, userId: number): Promise<CartRow | null> {
  const [row] = await tx.query<CartRow>(`${CART_OF_USER} FOR UPDATE`, [userId]);
  return row ?? null;
}

/** The user's cart, created empty on first use, held like lockCart's. */
export async function ensureCart(tx: Db, userId: number): Promise<CartRow> {
  // Both asked at once: the database runs them in this order, with no wait for us between.
  const [, cart] = await Promise.all([
    tx.query('INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]),
    lockCart(tx, userId),
  ]);
  return cart as CartRow;
}

/**
 * The lines of the user's cart in the order they were added, stock as at the cart's outlet;
 * `cartId` is the line's id (the wire's name for it). Found by the user, as the cart is locked,
 * so a transaction can ask for them together with the lock.
 */
export async function cartLines(db: Db, userId: number): Promise<CartLineRow[]> {
  return db.query<CartLineRow>(
    `SELECT l.id AS "cartId", d.id AS "dishId", d.name AS "dishName", l.quantity,
            l.spl_instruction AS note, l.customisation_item_ids AS "itemIds",
            d.price_cents AS "priceCents", ${dishSoldOut('c.outlet_id')} AS "outOfStock",
            d.available_from::text AS "availableFrom", d.available_to::text AS "availableTo",
            d.max_per_order AS "maxPerOrder"
       FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN dishes d ON d.id = l.dish_id
      WHERE c.user_id = $1 ORDER BY l.id`,
    [userId],
  );
}

/** Add-on items by id, with their group, in menu order, stock as at the outlet. */
export async function addOnsByIds(
  db: Db,
  ids: readonly number[],
  outletId: number,
): Promise<Map<number, AddOnRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<AddOnRow>(
    `SELECT i.id, i.name, i.price_cents AS "priceCents", ${addOnSoldOut('$2')} AS "outOfStock",
            g.id AS "groupId", g.name AS "groupName", g.type AS "groupType", g.dish_id AS "dishId"
       FROM customisation_items i JOIN customisation_groups g ON g.id = i.group_id
      WHERE i.id = ANY($1::int[]) ORDER BY g.sort_order, g.id, i.sort_order, i.id`,
    [ids, outletId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function cartItemCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT coalesce(sum(l.quantity), 0)::int AS n
       FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.user_id = $1`,
    [userId],
  );
  return row?.n ?? 0;
}
