import type { PricedCart } from '../cart/price-cart';
import { priceCart } from '../cart/price-cart';
import type { Db } from '../db/db';
import type { PaymentProvider } from '../payments/provider';
import { PAYMENT_FAILED } from '../payments/provider';
import { PAYMENT_NOT_SETUP } from '../payments/outlet-payment';
import { findSavedCard } from '../payments/saved-cards';
import { isUsersWalletOrder } from '../payments/wallet-orders';
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
  SELECT_CARD,
} from './order-messages';

export interface PlaceOrderInput {
  userId: number;
  key: string;
  outletId: number;
  orderType: OrderType;
  /** Saved card token, or the provider order id when `wallet`. */
  paymentRef: string;
  wallet: boolean;
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

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const x = [...a].sort((p, q) => p - q).join(',');
  return x === [...b].sort((p, q) => p - q).join(',');
}

/**
 * orderConfirm (SPEC.md §4 Place order). Re-prices the cart from the database, takes the money,
 * then writes the order in a transaction serialized per user. The payment and the order are
 * both keyed by the idempotency key, so 50 identical requests make one charge and one order;
 * a refused or failed payment writes nothing.
 */
export async function placeOrder(
  db: Db,
  payments: PaymentProvider,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const existing = await orderIdForKey(db, input.userId, input.key);
  if (existing !== null) return { ok: true, orderId: existing, created: false };

  const savedCard = input.wallet ? null : await findSavedCard(db, input.userId, input.paymentRef);
  if (!input.wallet && !savedCard) return { ok: false, message: SELECT_CARD };
  if (input.wallet && !(await isUsersWalletOrder(db, input.userId, input.paymentRef, 'order'))) {
    const again = await orderIdForKey(db, input.userId, input.key);
    return again !== null
      ? { ok: true, orderId: again, created: false }
      : { ok: false, message: PAYMENT_FAILED };
  }

  const address = input.orderType === 'Delivery' ? await userAddress(db, input) : null;
  if (input.orderType === 'Delivery' && !address) return { ok: false, message: SELECT_ADDRESS };
  const price = (handle: Db) =>
    priceCart(handle, {
      userId: input.userId,
      orderType: input.orderType,
      addressId: address?.id ?? null,
      tipCents: input.tipCents,
      now: input.now,
    });
  const priced = await price(db);
  const problem = cartProblem(priced, input);
  if (problem) {
    // A twin request may have placed the order and emptied the cart a moment ago.
    const again = await orderIdForKey(db, input.userId, input.key);
    return again !== null
      ? { ok: true, orderId: again, created: false }
      : { ok: false, message: problem };
  }
  const outlet = await findOutlet(db, input.outletId);
  if (!outlet || (input.wallet ? !outlet.walletPaymentsEnabled : !outlet.cardPaymentsEnabled)) {
    return { ok: false, message: PAYMENT_NOT_SETUP };
  }

  // The amount is part of the charge key: a changed cart is a new charge, a retry is not.
  const paid = input.wallet
    ? await payments.capture(input.paymentRef)
    : await payments.charge(input.paymentRef, priced.netCents, `${input.key}:${priced.netCents}`);
  if (!paid.ok) return { ok: false, message: paid.message };
  const chargeId = 'captureId' in paid ? paid.captureId : paid.chargeId;
  if ('amountCents' in paid && paid.amountCents !== priced.netCents) {
    await payments.refund(chargeId);
    return { ok: false, message: CART_CHANGED };
  }

  const order: NewOrder = {
    userId: input.userId,
    key: input.key,
    priced: priced as PricedCart & { outletId: number },
    wallet: input.wallet,
    paymentRef: input.paymentRef,
    chargeId,
    provider: payments.name,
    savedCardId: savedCard?.id ?? null,
    note: input.note,
    address,
    tipAfterOrder: await outletTipsAfterOrder(db, outlet.id),
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
      return insertOrder(tx, order);
    });
    return { ok: true, ...placed };
  } catch (error) {
    // Nothing was written; the money goes back unless a twin's order already holds it.
    if (!(await orderIdForKey(db, input.userId, input.key))) await payments.refund(chargeId);
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

async function outletTipsAfterOrder(db: Db, outletId: number): Promise<boolean> {
  const [row] = await db.query<{ tip: boolean }>(
    'SELECT tip_after_order AS tip FROM outlets WHERE id = $1',
    [outletId],
  );
  return row?.tip ?? false;
}
