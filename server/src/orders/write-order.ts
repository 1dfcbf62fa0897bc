import { CART_CHANGED } from '@island-eats/api-client/answer-texts';
import { formatCents } from '@island-eats/api-client/money';
import type { PricedCart } from '../cart/price-cart';
import { priceCart } from '../cart/price-cart';
import { lockCart } from '../cart/cart-rows';
import { clearCart } from '../cart/update-cart';
import type { Db } from '../db/db';
import type { Written } from '../payments/finish-intent';
import type { Intent } from '../payments/intents';
import { intentSource } from '../payments/intents';
import { recordPayment } from '../payments/take-payment';
import type { OutletRecord } from '../restaurants/find-outlet';
import { cartProblem } from './cart-problem';
import { insertOrder } from './insert-order';
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
    // One order placement per user at a time (PGlite runs transactions one by one anyway).
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [intent.userId]);
    // The cart it prices and empties stays as priced until the order is written.
    const cart = await lockCart(tx, intent.userId);
    // The key's order paid by another charge: a twin charged another amount for it.
    const twin = await orderIdForKey(tx, intent.userId, details.key);
    if (twin !== null) return { keep: false, result: { ok: true, orderId: twin, created: false } };

    const priced = await priceCart(tx, {
      userId: intent.userId,
      cart,
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
        await insertOrder(tx, {
          ...details,
          key: `refund:${intent.chargeKey}`,
          chargeId: opts.chargeId,
          refundMessage: refundedOrderMessage(formatCents(intent.amountCents), problem),
        });
      }
      return { keep: false, result: { ok: false, message: CART_CHANGED } };
    }

    const inserted = await insertOrder(tx, {
      ...details,
      priced: priced as PricedCart & { outletId: number },
      chargeId: opts.chargeId,
    });
    // The cart is spent.
    await clearCart(tx, intent.userId);
    await recordPayment(tx, {
      userId: intent.userId,
      orderId: inserted.orderId,
      purpose: 'order',
      source: intentSource(intent),
      provider: opts.provider,
      chargeId: opts.chargeId,
      amountCents: intent.amountCents,
      idempotencyKey: details.key,
    });
    return {
      keep: true,
      orderId: inserted.orderId,
      result: { ok: true, orderId: inserted.orderId, created: true },
    };
  };
}
