import { CART_CHANGED } from '@island-eats/api-client/answer-texts';
import { formatCents } from '@island-eats/api-client/money';
import type { PricedCart } from '../cart/price-cart';
import { priceCart } from '../cart/price-cart';
import { cartLines, lockCart } from '../cart/cart-rows';
import { clearCart } from '../cart/update-cart';
import type { Db } from '../db/db';
import type { Written } from '../payments/finish-intent';
import type { Intent } from '../payments/intents';
import { intentSource } from '../payments/intents';
import { recordPayment } from '../payments/take-payment';
import type { OutletRecord } from '../restaurants/find-outlet';
import { cartProblem } from './cart-problem';
import { insertOrder, islandDriver, lockCustomer } from './insert-order';
import type { NewOrder } from './insert-order';
import { refundedOrderMessage } from './order-messages';
import { orderIdForKey } from './order-rows';

/** An order intent's details: the order as it was charged, and the cart lines it was asked for. */
export type OrderIntentDetails = Omit<NewOrder, 'chargeId'> & { cartIds: number[] };

export type PlaceOrderResult =
  { ok: true; orderId: number; created: boolean } | { ok: false; message: string };

export interface WriteOrderOptions {
  provider: string;
  chargeId: string;
  /** The intent's outlet, read once by the caller. */
  outlet: OutletRecord | null;
  now: Date;
  /**
   * The reconciler's write: no one waits for an answer, so a paid order that can no longer be
   * placed is written cancelled with the refund's reason, for the customer's order history.
   */
  tellInHistory: boolean;
}

/**
 * The write under an order's intent (payments/finish-intent): re-prices the cart in the
 * transaction and, when it is still what was charged, writes the order, records its payment
 * and empties the cart; otherwise the money goes back. One placement per user at a time.
 */
export function writeOrder(opts: WriteOrderOptions) {
  return async (tx: Db, intent: Intent): Promise<Written<PlaceOrderResult>> => {
    const details = intent.details as OrderIntentDetails;
    const { userId } = intent;
    // Asked together, so the database runs them back to back with no wait for us between
    // (a wait that would hold up every other call on PGlite): the customer's row first, one
    // order placement per user at a time; then the cart it prices and empties, held as priced
    // until the order is written, and its lines; the key's order, should a twin charge have
    // paid for it; the driver of a delivery.
    const [contact, cart, lines, twin, driverId] = await Promise.all([
      lockCustomer(tx, userId),
      lockCart(tx, userId),
      cartLines(tx, userId),
      orderIdForKey(tx, userId, details.key),
      details.priced.orderType === 'Delivery' ? islandDriver(tx, details.island) : null,
    ]);
    // A twin charged another amount for it.
    if (twin !== null) return { keep: false, result: { ok: true, orderId: twin, created: false } };
    const parties = { contact, driverId };

    const priced = await priceCart(tx, {
      userId,
      cart,
      lines,
      orderType: details.priced.orderType,
      address: details.address,
      outlet: opts.outlet,
      tipCents: details.priced.tipCents,
      now: opts.now,
    });
    const problem =
      priced.netCents !== intent.amountCents
        ? CART_CHANGED
        : cartProblem(priced, {
            ...details,
            orderType: details.priced.orderType,
            outletId: details.priced.outletId,
          });
    if (problem) {
      if (opts.tellInHistory) {
        await insertOrder(
          tx,
          {
            ...details,
            key: `refund:${intent.chargeKey}`,
            chargeId: opts.chargeId,
            refundMessage: refundedOrderMessage(formatCents(intent.amountCents), problem),
          },
          parties,
        );
      }
      return { keep: false, result: { ok: false, message: CART_CHANGED } };
    }

    const inserted = await insertOrder(
      tx,
      { ...details, priced: priced as PricedCart & { outletId: number }, chargeId: opts.chargeId },
      parties,
    );
    await Promise.all([
      // The cart is spent.
      clearCart(tx, userId),
      recordPayment(tx, {
        userId,
        orderId: inserted.orderId,
        purpose: 'order',
        source: intentSource(intent),
        provider: opts.provider,
        chargeId: opts.chargeId,
        amountCents: intent.amountCents,
        idempotencyKey: details.key,
      }),
    ]);
    return {
      keep: true,
      orderId: inserted.orderId,
      result: { ok: true, orderId: inserted.orderId, created: true },
    };
  };
}
