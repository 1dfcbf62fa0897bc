import type { Db } from '../db/db';
import type { OrderType } from '../restaurants/outlet-rows';
import type { OrderStatus } from './order-status';

export interface OrderLineRow {
  orderId: number;
  /** null once the dish is deleted from the menu */
  dishId: number | null;
  dishName: string;
  unitCents: number;
  quantity: number;
  totalCents: number;
  customisations: { id: number; name: string; priceCents: number }[];
  note: string;
}

export interface OrderRow {
  id: number;
  userId: number;
  outletId: number;
  outletName: string;
  outletAddress: string;
  outletLatitude: number;
  outletLongitude: number;
  orderType: OrderType;
  status: OrderStatus;
  placedAt: Date;
  confirmedAt: Date | null;
  /** When the order ended before acceptance: the restaurant rejected it or its customer cancelled. */
  rejectedAt: Date | null;
  readyAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  description: string;
  subtotalCents: number;
  couponCode: string | null;
  couponCents: number;
  deliveryFeeCents: number;
  gasCents: number;
  tipCents: number;
  /** All the customer paid for the order: its charge, and a tip paid after it. */
  netCents: number;
  tipAfterOrder: boolean;
  deliveryLatitude: number | null;
  deliveryLongitude: number | null;
  /** The delivery address as it was when ordered (the saved one may be gone). */
  deliveryAddress: string | null;
  /** The saved card's last four at the time; null when paid through the wallet. */
  cardLastFour: string | null;
  paymentMethod: 'card' | 'wallet';
  staffId: number | null;
  staffName: string | null;
  staffImage: string | null;
  staffLatitude: number | null;
  staffLongitude: number | null;
  rated: boolean;
  /** A paid order refunded instead of placed: why (migrations/007). */
  refundMessage: string | null;
  /** Ordered for later: the slot; null for as soon as possible. */
  scheduledFor: Date | null;
  /** The name the order was placed under (its contact, or the account's). */
  customerName: string;
  /** The order's own note to the restaurant. */
  orderNote: string;
  /** Given by the restaurant when it accepted the order (migrations/013). */
  preparationMinutes: number | null;
  refusalReason: string | null;
  lines: OrderLineRow[];
}

const ORDER_SELECT = `
  SELECT o.id, o.user_id AS "userId", o.outlet_id AS "outletId", ot.name AS "outletName",
         -- line two names the city already (e.g. 'Christiansted, St. Croix')
         concat_ws(', ', NULLIF(ot.address_line_one, ''),
                   COALESCE(NULLIF(ot.address_line_two, ''), NULLIF(ot.city, '')),
                   NULLIF(ot.zipcode, '')) AS "outletAddress",
         ot.latitude AS "outletLatitude", ot.longitude AS "outletLongitude",
         o.order_type AS "orderType", o.status, o.placed_at AS "placedAt",
         o.confirmed_at AS "confirmedAt", COALESCE(o.rejected_at, o.cancelled_at) AS "rejectedAt",
         o.ready_at AS "readyAt",
         o.picked_up_at AS "pickedUpAt", o.delivered_at AS "deliveredAt",
         o.restaurant_confirmed_description AS description, o.subtotal_cents AS "subtotalCents",
         o.coupon_code AS "couponCode", o.coupon_discount_cents AS "couponCents",
         o.delivery_fee_cents AS "deliveryFeeCents", o.gas_surcharge_cents AS "gasCents",
         o.tip_cents AS "tipCents",
         -- net_amount_cents is what the order's own charge took; a tip paid later is its own
         o.net_amount_cents + CASE WHEN o.tip_paid_at IS NULL THEN 0 ELSE o.tip_cents END
           AS "netCents",
         o.tip_after_order AS "tipAfterOrder",
         o.delivery_latitude AS "deliveryLatitude", o.delivery_longitude AS "deliveryLongitude",
         o.delivery_address AS "deliveryAddress", o.card_last_four AS "cardLastFour",
         o.payment_method AS "paymentMethod",
         s.id AS "staffId", s.name AS "staffName", s.image AS "staffImage",
         s.latitude AS "staffLatitude", s.longitude AS "staffLongitude",
         EXISTS (SELECT 1 FROM ratings r WHERE r.order_id = o.id) AS rated,
         o.refund_message AS "refundMessage",
         o.scheduled_for AS "scheduledFor",
         COALESCE(NULLIF(o.contact_name, ''),
                  (SELECT u.user_name FROM users u WHERE u.id = o.user_id), '') AS "customerName",
         o.note AS "orderNote", o.preparation_minutes AS "preparationMinutes",
         o.refusal_reason AS "refusalReason",
         -- the lines in the same statement: one statement less for every order read
         COALESCE((SELECT jsonb_agg(jsonb_build_object(
                            'orderId', l.order_id, 'dishId', l.dish_id, 'dishName', l.dish_name,
                            'unitCents', l.unit_price_cents, 'quantity', l.quantity,
                            'totalCents', l.line_total_cents,
                            'customisations', l.customisations, 'note', l.spl_instruction)
                          ORDER BY l.id)
                     FROM order_lines l WHERE l.order_id = o.id), '[]') AS lines
    FROM orders o
    JOIN outlets ot ON ot.id = o.outlet_id
    LEFT JOIN delivery_staff s ON s.id = o.delivery_staff_id`;

/** Timestamps come back as Date from node-postgres and PGlite alike, and `lines` as parsed JSON. */
/** The user's own order; another user's id finds nothing, like an unknown one. */
export async function findUserOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND o.user_id = $2`, [
    orderId,
    userId,
  ]);
  return row ?? null;
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [orderId]);
  return row ?? null;
}

/** Newest first. */
export async function listUserOrders(db: Db, userId: number): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.user_id = $1 ORDER BY o.placed_at DESC, o.id DESC`,
    [userId],
  );
}

/** The user's order placed under this idempotency key, if any. */
export async function orderIdForKey(db: Db, userId: number, key: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM orders WHERE idempotency_key = $1 AND user_id = $2',
    [key, userId],
  );
  return row?.id ?? null;
}

/**
 * A restaurant's order board: the outlets' orders still under way, and every one placed since
 * midnight in the island's time (`now`'s day), newest first. Orders refunded instead of placed
 * (a `refund:` key: the restaurant never had them) are not the restaurant's.
 */
export async function listBoardOrders(
  db: Db,
  outletIds: readonly number[],
  now: Date,
  timeZone: string,
): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `${ORDER_SELECT}
      WHERE o.outlet_id = ANY($1::int[]) AND o.idempotency_key NOT LIKE 'refund:%'
        AND (o.status IN ('placed', 'confirmed', 'ready_for_pickup')
             OR o.placed_at >= date_trunc('day', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3)
      ORDER BY o.placed_at DESC, o.id DESC
      LIMIT 300`,
    [outletIds, now, timeZone],
  );
}
