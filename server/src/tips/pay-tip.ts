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
import { checkTip, TIP_NOT_OFFERED } from './tip-rules';

export interface PayTipInput {
  userId: number;
  orderId: number;
  tipCents: number;
  /** A saved card, or the provider order made by checkTipPaymentConfig. */
  payment: PaymentChoice;
}

/**
 * Takes the tip (payments/take-payment) and records it on the order. One tip per order: the
 * charge key is the order's, and the order row only takes a tip while it has none; a losing
 * twin's payment is refunded unless it is the winner's very charge.
 */
export async function payTip(
  db: Db,
  payments: PaymentProvider,
  input: PayTipInput,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const check = await checkTip(db, input.userId, input.orderId);
  if (!check.ok) return check;
  if (!outletAccepts(check.outlet, input.payment.wallet)) {
    return { ok: false, message: PAYMENT_NOT_SETUP };
  }
  const checked = await paymentSource(db, input.userId, 'tip', input.payment);
  if (!checked.ok) return checked;
  const { source } = checked;
  const paid = await takePayment(
    payments,
    source,
    input.tipCents,
    `tip:${input.orderId}:${input.tipCents}`,
  );
  if (!paid.ok) return { ok: false, message: paid.message };

  const recorded = await db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE orders SET tip_cents = $2, tip_paid_at = now()
        WHERE id = $1 AND user_id = $3 AND tip_cents = 0 RETURNING id`,
      [input.orderId, input.tipCents, input.userId],
    );
    if (rows.length === 0) return false;
    await recordPayment(tx, {
      userId: input.userId,
      orderId: input.orderId,
      purpose: 'tip',
      source,
      provider: payments.name,
      chargeId: paid.chargeId,
      amountCents: input.tipCents,
      idempotencyKey: `tip:${input.orderId}`,
    });
    return true;
  });
  if (recorded) return { ok: true };
  // A twin request recorded the tip first. With the same card key it is the same charge.
  return (await refundUnlessRecorded(db, payments, paid.chargeId))
    ? { ok: true }
    : { ok: false, message: TIP_NOT_OFFERED };
}
