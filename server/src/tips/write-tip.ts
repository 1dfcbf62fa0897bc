import type { Db } from '../db/db';
import type { Written } from '../payments/finish-intent';
import type { Intent } from '../payments/intents';
import { intentSource } from '../payments/intents';
import { recordPayment } from '../payments/take-payment';
import { TIP_NOT_OFFERED } from './tip-rules';

export type PayTipResult = { ok: true } | { ok: false; message: string };

/**
 * The write under a tip's intent (payments/finish-intent): one tip per order, so the order row
 * takes the tip only while it has none; otherwise the money goes back.
 */
export function writeTip(provider: string, chargeId: string) {
  return async (tx: Db, intent: Intent): Promise<Written<PayTipResult>> => {
    const orderId = intent.orderId ?? 0;
    const rows = await tx.query(
      `UPDATE orders SET tip_cents = $2, tip_paid_at = now()
        WHERE id = $1 AND user_id = $3 AND tip_cents = 0 RETURNING id`,
      [orderId, intent.amountCents, intent.userId],
    );
    if (rows.length === 0) return { keep: false, result: { ok: false, message: TIP_NOT_OFFERED } };
    await recordPayment(tx, {
      userId: intent.userId,
      orderId,
      purpose: 'tip',
      source: intentSource(intent),
      provider,
      chargeId,
      amountCents: intent.amountCents,
      idempotencyKey: `tip:${orderId}`,
    });
    return { keep: true, orderId, result: { ok: true } };
  };
}

/** A tip intent finished before this request got to it: settled means the tip is recorded. */
export const tipFinishedBefore = (intent: Intent | null): PayTipResult =>
  intent?.status === 'settled' ? { ok: true } : { ok: false, message: TIP_NOT_OFFERED };
