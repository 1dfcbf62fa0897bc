import { CART_CHANGED } from '@island-eats/api-client/answer-texts';
import type { PricedCart } from '../cart/price-cart';
import { priceCart } from '../cart/price-cart';
import type { Db } from '../db/db';
import { chargeIntent } from '../payments/charge-intent';
import { openIntent } from '../payments/intents';
import type { PaymentChoice } from '../payments/payment-choice';
import type { PaymentProvider } from '../payments/provider';
import { PAYMENT_FAILED } from '../payments/provider';
import { outletAccepts, PAYMENT_NOT_SETUP } from '../payments/outlet-payment';
import { paymentSource } from '../payments/take-payment';
import { outletLookup, type OutletsOfRequest } from '../restaurants/find-outlet';
import type { OrderType } from '../restaurants/outlet-rows';
import { cartProblem } from './cart-problem';
import type { NewOrder } from './insert-order';
import { ORDER_NOT_WRITTEN, SELECT_ADDRESS } from './order-messages';
import { orderIdForKey } from './order-rows';
import type { OrderIntentDetails, PlaceOrderResult } from './write-order';
import { writeOrder } from './write-order';

export type { PlaceOrderResult } from './write-order';

export interface PlaceOrderInput extends OutletsOfRequest {
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

/**
 * orderConfirm (SPEC.md §4 Place order). Re-prices the cart from the database, writes the
 * intent to charge (payments/intents), takes the money (payments/take-payment), then writes
 * the order and settles the intent in one transaction (orders/write-order). A crash anywhere
 * in between leaves the intent for the reconciler (payments/reconcile-intents), so money is
 * never kept without an order. The intent, the charge and the order are keyed by the
 * idempotency key, so 50 identical requests make one charge and one order; a refused or
 * failed payment writes nothing. The outlet and the address are read once and priced with
 * twice (before the charge and inside the transaction); the cart is read each time.
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
  // The outlet as the catalogue stood when this request came (OutletCache keeps it under the
  // version read then), and not read again in the order's transaction: its fees, hours and
  // ways to pay are what the customer ordered against, and this one record prices the cart
  // before the charge and again under the cart's lock, so what is written is what was charged.
  // The cart's lines, their prices and stock, can change in between: those are read again. An
  // outlet that closes meanwhile gets the order on its board, and rejecting it refunds it.
  const outlet = await outletLookup(db, input.outlets)(input.outletId);
  const priced = await priceCart(db, {
    userId: input.userId,
    orderType: input.orderType,
    address,
    outlet,
    outlets: input.outlets,
    tipCents: input.tipCents,
    now: input.now,
  });
  const problem = cartProblem(priced, input);
  if (problem) return twinOr(problem);
  if (!outlet || !outletAccepts(outlet, source.wallet)) {
    return { ok: false, message: PAYMENT_NOT_SETUP };
  }

  const details: OrderIntentDetails = {
    userId: input.userId,
    key: input.key,
    priced: priced as PricedCart & { outletId: number },
    wallet: source.wallet,
    cardLastFour: source.cardLastFour,
    note: input.note,
    address,
    tipAfterOrder: outlet.tipAfterOrder,
    island: outlet.locatedAt,
    cartIds: input.cartIds,
  };
  const intent = await openIntent(db, {
    // The amount is part of the charge key: a changed cart is a new charge, a retry is not.
    chargeKey: `${input.key}:${priced.netCents}`,
    purpose: 'order',
    userId: input.userId,
    amountCents: priced.netCents,
    provider: payments.name,
    source,
    details,
  });
  if (intent.status === 'settled' && intent.orderId !== null) {
    return { ok: true, orderId: intent.orderId, created: false };
  }
  // This very charge is being given back (the cart could not be ordered when it was reconciled).
  if (intent.status !== 'pending') return { ok: false, message: CART_CHANGED };

  return chargeIntent(db, payments, {
    intent,
    source,
    write: (chargeId) =>
      writeOrder({
        provider: payments.name,
        chargeId,
        outlet,
        now: input.now,
        tellInHistory: false,
      }),
    finishedBefore: (finished): PlaceOrderResult =>
      finished?.status === 'settled' && finished.orderId !== null
        ? { ok: true, orderId: finished.orderId, created: false }
        : // The reconciler found no charge while this one was in flight: it was given back.
          { ok: false, message: PAYMENT_FAILED },
    // A wallet order approved for another amount: the cart changed after checkPaymentConfig.
    declined: (refusal) => ({
      ok: false,
      message: 'amountChanged' in refusal ? CART_CHANGED : refusal.message,
    }),
    notWritten: { ok: false, message: ORDER_NOT_WRITTEN },
  });
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
