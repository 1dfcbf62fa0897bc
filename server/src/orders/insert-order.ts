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

/**
 * Writes the order and its lines inside the caller's transaction, which records the payment
 * and empties the cart too (orders/write-order). The unique idempotency key makes a concurrent
 * twin insert nothing; then the twin's id is returned and nothing else is written.
 */
export async function insertOrder(
  tx: Db,
  order: NewOrder,
): Promise<{ orderId: number; created: boolean }> {
  const { priced } = order;
  const [user] = await tx.query<{ name: string; email: string; phone: string }>(
    'SELECT user_name AS name, email, mobile_number AS phone FROM users WHERE id = $1',
    [order.userId],
  );
  const [driver] =
    // A refunded order goes nowhere: no driver.
    priced.orderType === 'Delivery' && !order.refundMessage
      ? await tx.query<{ id: number }>(
          'SELECT id FROM delivery_staff WHERE located_at = $1 ORDER BY id LIMIT 1',
          [order.island],
        )
      : [];
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO orders (user_id, outlet_id, order_type, idempotency_key, subtotal_cents,
        coupon_id, coupon_code, coupon_discount_cents, delivery_fee_cents, gas_surcharge_cents,
        tip_cents, net_amount_cents, tip_after_order, payment_method, payment_reference,
        card_last_four, note, contact_name, contact_email, contact_phone,
        delivery_address_type, delivery_address, delivery_latitude, delivery_longitude,
        distance_miles, delivery_staff_id, status, cancelled_at, refund_message,
        restaurant_confirmed_description, scheduled_for)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,
             $24,$25,$26, CASE WHEN $27::text IS NULL THEN 'placed' ELSE 'cancelled' END,
             CASE WHEN $27::text IS NULL THEN NULL ELSE now() END, $27, COALESCE($27, ''),
             $28::timestamptz)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
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
      user?.name ?? '',
      user?.email ?? '',
      user?.phone ?? '',
      order.address?.type ?? null,
      order.address?.location ?? null,
      order.address?.latitude ?? null,
      order.address?.longitude ?? null,
      priced.distanceMiles,
      driver?.id ?? null,
      order.refundMessage ?? null,
      priced.scheduledFor ?? null,
    ],
  );
  if (!inserted) {
    const [twin] = await tx.query<{ id: number }>(
      'SELECT id FROM orders WHERE idempotency_key = $1',
      [order.key],
    );
    return { orderId: twin?.id ?? 0, created: false };
  }
  const orderId = inserted.id;

  for (const line of priced.lines) {
    const chosen = line.customisations
      .filter((item) => !item.outOfStock)
      .map((item) => ({ id: item.id, name: item.name, priceCents: item.priceCents }));
    await tx.query(
      `INSERT INTO order_lines (order_id, dish_id, dish_name, unit_price_cents, quantity,
          line_total_cents, customisations, spl_instruction)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
      [
        orderId,
        line.dishId,
        line.dishName,
        line.unitCents,
        line.quantity,
        line.totalCents,
        JSON.stringify(chosen),
        line.note,
      ],
    );
  }
  return { orderId, created: true };
}
