import type { Db } from '../db/db';
import type { PricedCart } from '../cart/price-cart';

export interface NewOrder {
  userId: number;
  key: string;
  priced: PricedCart & { outletId: number };
  wallet: boolean;
  /** The provider's charge or capture id, the order's payment reference. */
  chargeId: string;
  /** The saved card's last four digits (a snapshot: the card may be deleted); null for the wallet. */
  cardLastFour: string | null;
  note: string;
  address: {
    id: number;
    type: string;
    location: string;
    latitude: number;
    longitude: number;
  } | null;
  tipAfterOrder: boolean;
  island: string;
  /** Set for a paid order that could not be placed: it is written cancelled, to say so. */
  refundMessage?: string;
}

/** The customer's contact as an order keeps it. */
interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** Whom an order names: the customer as they are at placement, and the driver of a delivery. */
export interface OrderParties {
  contact: Contact | undefined;
  /** The island's driver; null when none (or not a delivery). */
  driverId: number | null;
}

/**
 * The customer's contact, their user row held until the transaction ends: one order placement
 * per user at a time.
 */
export async function lockCustomer(tx: Db, userId: number): Promise<Contact | undefined> {
  const [user] = await tx.query<Contact>(
    'SELECT user_name AS name, email, mobile_number AS phone FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return user;
}

/** The driver who takes the island's deliveries. */
export async function islandDriver(tx: Db, island: string): Promise<number | null> {
  const [driver] = await tx.query<{ id: number }>(
    'SELECT id FROM delivery_staff WHERE located_at = $1 ORDER BY id LIMIT 1',
    [island],
  );
  return driver?.id ?? null;
}

/**
 * Writes the order and its lines, in one statement, inside the caller's transaction, which
 * records the payment and empties the cart too (orders/write-order). The unique idempotency key
 * makes a concurrent twin insert nothing; then the twin's id is returned and nothing else is
 * written.
 */
export async function insertOrder(
  tx: Db,
  order: NewOrder,
  parties: OrderParties,
): Promise<{ orderId: number; created: boolean }> {
  const { priced, refundMessage } = order;
  const lines = priced.lines.map((line) => ({
    dishId: line.dishId,
    dishName: line.dishName,
    unitCents: line.unitCents,
    quantity: line.quantity,
    totalCents: line.totalCents,
    customisations: line.customisations
      .filter((item) => !item.outOfStock)
      .map((item) => ({ id: item.id, name: item.name, priceCents: item.priceCents })),
    note: line.note,
  }));
  const [inserted] = await tx.query<{ id: number }>(
    `WITH placed AS (
       INSERT INTO orders (user_id, outlet_id, order_type, idempotency_key, subtotal_cents,
          coupon_id, coupon_code, coupon_discount_cents, delivery_fee_cents, gas_surcharge_cents,
          tip_cents, net_amount_cents, tip_after_order, payment_method, payment_reference,
          card_last_four, note, contact_name, contact_email, contact_phone,
          delivery_address_type, delivery_address, delivery_latitude, delivery_longitude,
          distance_miles, delivery_staff_id, status, cancelled_at, refund_message,
          restaurant_confirmed_description, scheduled_for)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,
               $23,$24,$25,$26, CASE WHEN $27::text IS NULL THEN 'placed' ELSE 'cancelled' END,
               CASE WHEN $27::text IS NULL THEN NULL ELSE now() END, $27, COALESCE($27, ''),
               $28::timestamptz)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id
     ), written_lines AS (
       INSERT INTO order_lines (order_id, dish_id, dish_name, unit_price_cents, quantity,
          line_total_cents, customisations, spl_instruction)
       SELECT placed.id, (line->>'dishId')::int, line->>'dishName', (line->>'unitCents')::int,
              (line->>'quantity')::int, (line->>'totalCents')::int, line->'customisations',
              line->>'note'
         FROM placed, jsonb_array_elements($29::jsonb) WITH ORDINALITY AS l (line, n)
        ORDER BY l.n
     )
     SELECT id FROM placed`,
    [
      order.userId,
      priced.outletId,
      priced.orderType,
      order.key,
      priced.subtotalCents,
      priced.couponId,
      priced.couponCode,
      priced.couponSavingCents,
      priced.deliveryFeeCents,
      priced.gasSurchargeCents,
      priced.tipCents,
      priced.netCents,
      order.tipAfterOrder,
      order.wallet ? 'wallet' : 'card',
      order.chargeId,
      order.cardLastFour ?? null,
      order.note,
      parties.contact?.name ?? '',
      parties.contact?.email ?? '',
      parties.contact?.phone ?? '',
      order.address?.type ?? null,
      order.address?.location ?? null,
      order.address?.latitude ?? null,
      order.address?.longitude ?? null,
      priced.distanceMiles,
      // A refunded order goes nowhere: no driver.
      priced.orderType === 'Delivery' && !refundMessage ? parties.driverId : null,
      refundMessage ?? null,
      priced.scheduledFor ?? null,
      JSON.stringify(lines),
    ],
  );
  if (!inserted) {
    const [twin] = await tx.query<{ id: number }>(
      'SELECT id FROM orders WHERE idempotency_key = $1',
      [order.key],
    );
    return { orderId: twin?.id ?? 0, created: false };
  }
  return { orderId: inserted.id, created: true };
}
