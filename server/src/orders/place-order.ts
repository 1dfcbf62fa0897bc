import { sameIds } from '@island-eats/api-client/rules';
import type { PricedCart } from '../cart/price-cart';
import { priceCart } from '../cart/price-cart';
import type { Db } from '../db/db';
import type { PaymentChoice } from '../payments/payment-choice';
import type { PaymentProvider } from '../payments/provider';
import { outletAccepts, PAYMENT_NOT_SETUP } from '../payments/outlet-payment';
import {
  paymentSource,
  recordPayment,
  refundUnlessRecorded,
  takePayment,
} from '../payments/take-payment';
import { findOutlet } from '../restaurants/find-outlet';
import type { OrderType } from '../restaurants/outlet-rows';
import { insertOrder } from './insert-order';
import type { NewOrder } from './insert-order';
import {
  CART_CHANGED,
  EMPTY_CART,
  OUT_OF_RANGE,
  OUT_OF_STOCK,
  OUTLET_NOT_AVAILABLE,
  OVER_LIMIT,
  SELECT_ADDRESS,
} from './order-messages';

export interface PlaceOrderInput {
  userId: number;
  key: string;
  outletId: number;
  orderType: OrderType;
  payment: PaymentChoice;
  cartIds: number[];
  addressId: number | null;
  tipCents: number;
  note: string;
  now: Date;
}

export type PlaceOrderResult =
  { ok: true; orderId: number; created: boolean } | { ok: false; message: string };

class CartChanged extends Error {}

async function orderIdForKey(db: Db, userId: number, key: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM orders WHERE idempotency_key = $1 AND user_id = $2',
    [key, userId],
  );
  return row?.id ?? null;
}

/** Why this priced cart cannot be ordered now; null when it can. */
function cartProblem(priced: PricedCart, input: PlaceOrderInput): string | null {
  if (priced.outletId === null || priced.lines.length === 0) return EMPTY_CART;
  if (priced.outletId !== input.outletId) return CART_CHANGED;
  if (
    input.cartIds.length > 0 &&
    !sameIds(
      input.cartIds,
      priced.lines.map((l) => l.cartId),
    )
  ) {
    return CART_CHANGED;
  }
  if (!priced.outletAvailable) return OUTLET_NOT_AVAILABLE;
  if (priced.lines.some((line) => line.outOfStock || !line.servedNow)) return OUT_OF_STOCK;
  if (priced.tooMany) return OVER_LIMIT;
  if (input.orderType === 'Delivery' && priced.outOfDeliveryRange) return OUT_OF_RANGE;
  return null;
}

/**
 * orderConfirm (SPEC.md §4 Place order). Re-prices the cart from the database, takes the money
 * (payments/take-payment), then writes the order and its payment in a transaction serialized
 * per user. The payment and the order are both keyed by the idempotency key, so 50 identical
 * requests make one charge and one order; a refused or failed payment writes nothing. The
 * outlet and the address are read once and priced with twice (before the charge and inside
 * the transaction).
 */
export async function placeOrder(
  db: Db,
  payments: PaymentProvider,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const existing = await orderIdForKey(db, input.userId, input.key);
  if (existing !== null) return { ok: true, orderId: existing, created: false };
  // A twin request may have used the wallet order or emptied the cart a moment ago.
  const twinOr = async (message: string): Promise<PlaceOrderResult> => {
    const again = await orderIdForKey(db, input.userId, input.key);
    return again !== null ? { ok: true, orderId: again, created: false } : { ok: false, message };
  };

  const checked = await paymentSource(db, input.userId, 'order', input.payment);
  if (!checked.ok) return input.payment.wallet ? twinOr(checked.message) : checked;
  const { source } = checked;

  const address = input.orderType === 'Delivery' ? await userAddress(db, input) : null;
  if (input.orderType === 'Delivery' && !address) return { ok: false, message: SELECT_ADDRESS };
  const outlet = await findOutlet(db, input.outletId);
  const price = (handle: Db) =>
    priceCart(handle, {
      userId: input.userId,
      orderType: input.orderType,
      address,
      outlet,
      tipCents: input.tipCents,
      now: input.now,
    });
  const priced = await price(db);
  const problem = cartProblem(priced, input);
  if (problem) return twinOr(problem);
  if (!outlet || !outletAccepts(outlet, source.wallet)) {
    return { ok: false, message: PAYMENT_NOT_SETUP };
  }

  // The amount is part of the charge key: a changed cart is a new charge, a retry is not.
  const paid = await takePayment(
    payments,
    source,
    priced.netCents,
    `${input.key}:${priced.netCents}`,
  );
  if (!paid.ok) {
    // A wallet order approved for another amount: the cart changed after checkPaymentConfig.
    return { ok: false, message: 'amountChanged' in paid ? CART_CHANGED : paid.message };
  }
  const { chargeId } = paid;

  const order: NewOrder = {
    userId: input.userId,
    key: input.key,
    priced: priced as PricedCart & { outletId: number },
    wallet: source.wallet,
    chargeId,
    savedCardId: source.savedCardId,
    note: input.note,
    address,
    tipAfterOrder: outlet.tipAfterOrder,
    island: outlet.locatedAt,
  };
  try {
    const placed = await db.transaction(async (tx) => {
      // One order placement per user at a time (PGlite runs transactions one by one anyway).
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [input.userId]);
      const twin = await orderIdForKey(tx, input.userId, input.key);
      if (twin !== null) return { orderId: twin, created: false };
      const now = await price(tx);
      if (now.netCents !== priced.netCents || cartProblem(now, input)) throw new CartChanged();
      const inserted = await insertOrder(tx, order);
      if (inserted.created) {
        await recordPayment(tx, {
          userId: input.userId,
          orderId: inserted.orderId,
          purpose: 'order',
          source,
          provider: payments.name,
          chargeId,
          amountCents: priced.netCents,
          idempotencyKey: input.key,
        });
      }
      return inserted;
    });
    // A twin's order holds its own charge; this one is kept only if it is that very charge.
    if (!placed.created) await refundUnlessRecorded(db, payments, chargeId);
    return { ok: true, ...placed };
  } catch (error) {
    // Nothing was written; the money goes back unless a twin's order holds this very charge.
    await refundUnlessRecorded(db, payments, chargeId);
    if (error instanceof CartChanged) return { ok: false, message: CART_CHANGED };
    throw error;
  }
}

async function userAddress(db: Db, input: PlaceOrderInput): Promise<NewOrder['address']> {
  if (!input.addressId) return null;
  const [row] = await db.query<NonNullable<NewOrder['address']>>(
    `SELECT id, type, concat_ws(', ', NULLIF(house_flat_no, ''), location) AS location,
            latitude, longitude
       FROM addresses WHERE id = $1 AND user_id = $2`,
    [input.addressId, input.userId],
  );
  return row ?? null;
}
