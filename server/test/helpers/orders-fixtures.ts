import { placedOrderBody } from '../../../scripts/lib/placed-order.mjs';
import type { BuildAppOptions } from '../../src/app';
import { issueToken } from '../../src/auth/tokens';
import type { Db } from '../../src/db/db';
import type { PaymentProvider } from '../../src/payments/provider';
import { openSeededDb } from './test-db';
import type { TestServer } from './test-server';
import { startTestServer } from './test-server';

/** The seeded demo customer (has addresses, a saved card, past orders) and another user. */
export const CUSTOMER_ID = 1;
export const OTHER_USER_ID = 2;
export const DEMO_CARD_TOKEN = 'sandbox_card_demo_4242';
export const STAFF_KEY = 'test-staff-key';

export interface OrdersWorld {
  db: Db;
  server: TestServer;
  token: string;
  otherToken: string;
  /** The bearer header of the demo customer (or of the given token). */
  auth(token?: string): Record<string, string>;
  post<T = Record<string, unknown>>(path: string, body: unknown, token?: string | null): Promise<T>;
  get<T = Record<string, unknown>>(path: string, token?: string | null): Promise<T>;
  close(): Promise<void>;
}

export async function openOrdersWorld(
  opts: {
    payments?: PaymentProvider;
    logger?: BuildAppOptions['logger'];
    /** The database as the server sees it (the world's `db` stays the plain one). */
    serverDb?: (db: Db) => Db;
    /** The server's clock (the real one by default). */
    now?: BuildAppOptions['now'];
  } = {},
): Promise<OrdersWorld> {
  const db = await openSeededDb();
  const server = await startTestServer({
    db: opts.serverDb ? opts.serverDb(db) : db,
    staffKey: STAFF_KEY,
    payments: opts.payments,
    logger: opts.logger,
    now: opts.now,
  });
  const token = await issueToken(db, CUSTOMER_ID);
  const otherToken = await issueToken(db, OTHER_USER_ID);
  const auth = (t: string = token) => ({ authorization: `Bearer ${t}` });
  const headersFor = (t: string | null | undefined) => (t === null ? {} : auth(t ?? token));
  return {
    db,
    server,
    token,
    otherToken,
    auth,
    async post<T>(path: string, body: unknown, t?: string | null) {
      const response = await server.post(path, body, headersFor(t));
      return (await response.json()) as T;
    },
    async get<T>(path: string, t?: string | null) {
      const response = await server.get(path, headersFor(t));
      return (await response.json()) as T;
    },
    async close() {
      await server.close();
      await db.close();
    },
  };
}

/** An outlet of the island open around the clock for both order types, taking both payments. */
export async function alwaysOpenOutlet(db: Db, island = 'st_croix'): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `SELECT o.id FROM outlets o
      WHERE o.located_at = $1 AND o.type = 'Both' AND NOT o.emergency_close
        AND o.is_restro_online AND o.pickup_available AND o.delivery_available
        AND o.card_payments_enabled AND o.wallet_payments_enabled
        AND (SELECT count(*) FROM outlet_business_hours h
              WHERE h.outlet_id = o.id
                AND (h.from_time = h.to_time OR (h.from_time = '00:00' AND h.to_time >= '23:59'))) = 7
      ORDER BY o.id LIMIT 1`,
    [island],
  );
  if (!row) throw new Error('the seed has no always-open outlet');
  return row.id;
}

/** A dish of the outlet a customer can always add alone: in stock, all day, no add-ons, no cap. */
export async function plainDish(db: Db, outletId: number): Promise<number> {
  const [dish] = await db.query<{ id: number }>(
    `SELECT d.id FROM dishes d JOIN outlets o ON o.restaurant_id = d.restaurant_id
      WHERE o.id = $1 AND NOT d.out_of_stock AND d.available_from IS NULL
        AND d.max_per_order IS NULL
        AND NOT EXISTS (SELECT 1 FROM customisation_groups g WHERE g.dish_id = d.id)
      ORDER BY d.id LIMIT 1`,
    [outletId],
  );
  if (!dish) throw new Error(`outlet ${outletId} has no plain dish`);
  return dish.id;
}

/** Puts two plain in-stock dishes of the outlet in the user's cart; returns the cart line ids. */
export async function fillCart(
  db: Db,
  userId: number,
  outletId: number,
  orderType: 'Take Out' | 'Delivery' = 'Take Out',
): Promise<number[]> {
  await db.query(
    `INSERT INTO carts (user_id, outlet_id, order_type) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET outlet_id = $2, order_type = $3, coupon_id = NULL`,
    [userId, outletId, orderType],
  );
  const [cart] = await db.query<{ id: number }>('SELECT id FROM carts WHERE user_id = $1', [
    userId,
  ]);
  await db.query('DELETE FROM cart_lines WHERE cart_id = $1', [cart?.id]);
  const dishes = await db.query<{ id: number }>(
    `SELECT d.id FROM dishes d JOIN outlets o ON o.restaurant_id = d.restaurant_id
      WHERE o.id = $1 AND NOT d.out_of_stock AND d.available_from IS NULL
        AND d.max_per_order IS NULL
      ORDER BY d.id LIMIT 2`,
    [outletId],
  );
  const ids: number[] = [];
  for (const [i, dish] of dishes.entries()) {
    const [line] = await db.query<{ id: number }>(
      'INSERT INTO cart_lines (cart_id, dish_id, quantity) VALUES ($1, $2, $3) RETURNING id',
      [cart?.id, dish.id, i + 1],
    );
    if (line) ids.push(line.id);
  }
  return ids;
}

/**
 * The orderConfirm payload the e2e tests and the bench place orders with, paid with the demo
 * customer's card; `extra` changes what a test sends otherwise.
 */
export function confirmPayload(
  outletId: number,
  cartIds: number[],
  extra: Record<string, unknown> = {},
) {
  return {
    ...placedOrderBody({ outletId, cartIds, card: DEMO_CARD_TOKEN, udId: 'TEST-DEVICE' }),
    ...extra,
  };
}

/**
 * Places and pays (sandbox card) an order of two plain dishes at the outlet for the demo
 * customer, as the checkout would; returns it with the provider's charge.
 */
export async function placePaidOrder(
  world: OrdersWorld,
  outletId: number,
  orderType: 'Take Out' | 'Delivery' = 'Take Out',
): Promise<{ orderId: number; chargeId: string }> {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId, orderType);
  const { orderId } = await world.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds, {
      order_type: orderType,
      deliveryAddressId: orderType === 'Delivery' ? 1 : null,
    }),
  );
  const [order] = await world.db.query<{ chargeId: string }>(
    'SELECT payment_reference AS "chargeId" FROM orders WHERE id = $1',
    [orderId],
  );
  return { orderId, chargeId: order!.chargeId };
}

/** Whether the sandbox provider has given the charge back. */
export async function refunded(db: Db, chargeId: string): Promise<boolean | undefined> {
  const [charge] = await db.query<{ refunded: boolean }>(
    'SELECT refunded FROM sandbox_charges WHERE id = $1',
    [chargeId],
  );
  return charge?.refunded;
}

/** The states of the order's payment intents. */
export async function intentsOf(db: Db, orderId: number): Promise<string[]> {
  const rows = await db.query<{ status: string }>(
    'SELECT status FROM payment_intents WHERE order_id = $1',
    [orderId],
  );
  return rows.map((row) => row.status);
}

/**
 * Orders, as a Take Out paid with the demo card, what the world's customer has in their cart
 * now (its lines as viewCart lists them); `tipAmount` is a tip at checkout. The order's id.
 */
export async function orderTheCart(
  world: OrdersWorld,
  outletId: number,
  tipAmount = '0.00',
): Promise<number> {
  const cart = await world.post<{ dishes: { dishes: { cartId: number }[] } }>('viewCart', {
    order_type: 'Take Out',
    tipAmount,
  });
  const cartIds = cart.dishes.dishes.map((line) => line.cartId);
  const placed = await world.post<{ error: string; errorMessage: string; orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds, { tipAmount }),
  );
  if (placed.error !== 'false') throw new Error(`orderConfirm: ${placed.errorMessage}`);
  return placed.orderId;
}

export async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(sql, params);
  return Number(row?.n ?? 0);
}
