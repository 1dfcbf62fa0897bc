import type { Db } from '../db/db';
import type { PaymentProvider } from '../payments/provider';
import { PAYMENT_FAILED } from '../payments/provider';
import { PAYMENT_NOT_SETUP } from '../payments/outlet-payment';
import { findSavedCard } from '../payments/saved-cards';
import { isUsersWalletOrder } from '../payments/wallet-orders';
import { SELECT_CARD } from '../orders/order-messages';
import { checkTip, TIP_NOT_OFFERED } from './tip-rules';

export interface PayTipInput {
  userId: number;
  orderId: number;
  tipCents: number;
  wallet: boolean;
  /** Saved card token, or the provider order id made by checkTipPaymentConfig. */
  paymentRef: string;
}

/**
 * Takes the tip and records it on the order. One tip per order: the charge key is the order's,
 * and the order row only takes a tip while it has none; a losing twin's payment is refunded.
 */
export async function payTip(
  db: Db,
  payments: PaymentProvider,
  input: PayTipInput,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const check = await checkTip(db, input.userId, input.orderId);
  if (!check.ok) return check;
  if (input.wallet ? !check.outlet.walletPaymentsEnabled : !check.outlet.cardPaymentsEnabled) {
    return { ok: false, message: PAYMENT_NOT_SETUP };
  }

  let chargeId: string;
  if (input.wallet) {
    if (!(await isUsersWalletOrder(db, input.userId, input.paymentRef, 'tip'))) {
      return { ok: false, message: PAYMENT_FAILED };
    }
    const captured = await payments.capture(input.paymentRef);
    if (!captured.ok) return captured;
    if (captured.amountCents !== input.tipCents) {
      await payments.refund(captured.captureId);
      return { ok: false, message: PAYMENT_FAILED };
    }
    chargeId = captured.captureId;
  } else {
    const card = await findSavedCard(db, input.userId, input.paymentRef);
    if (!card) return { ok: false, message: SELECT_CARD };
    const charged = await payments.charge(
      card.token,
      input.tipCents,
      `tip:${input.orderId}:${input.tipCents}`,
    );
    if (!charged.ok) return charged;
    chargeId = charged.chargeId;
  }

  const recorded = await db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE orders SET tip_cents = $2, tip_paid_at = now()
        WHERE id = $1 AND user_id = $3 AND tip_cents = 0 RETURNING id`,
      [input.orderId, input.tipCents, input.userId],
    );
    if (rows.length === 0) return false;
    if (input.wallet) {
      await tx.query(
        `UPDATE payments SET status = 'captured', provider_charge_id = $3, updated_at = now()
          WHERE user_id = $1 AND provider_order_id = $2 AND purpose = 'tip'`,
        [input.userId, input.paymentRef, chargeId],
      );
    } else {
      await tx.query(
        `INSERT INTO payments (user_id, order_id, purpose, provider, provider_charge_id, status,
            amount_cents, idempotency_key)
         VALUES ($1, $2, 'tip', $3, $4, 'captured', $5, $6)`,
        [
          input.userId,
          input.orderId,
          payments.name,
          chargeId,
          input.tipCents,
          `tip:${input.orderId}`,
        ],
      );
    }
    return true;
  });
  if (recorded) return { ok: true };
  // A twin request recorded the tip first. With the same card key it is the same charge.
  const [paid] = await db.query<{ chargeId: string }>(
    `SELECT provider_charge_id AS "chargeId" FROM payments
      WHERE order_id = $1 AND purpose = 'tip' AND status = 'captured'`,
    [input.orderId],
  );
  if (paid?.chargeId === chargeId) return { ok: true };
  await payments.refund(chargeId);
  return { ok: false, message: TIP_NOT_OFFERED };
}
