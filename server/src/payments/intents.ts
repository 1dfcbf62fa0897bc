import type { Db } from '../db/db';
import type { PaymentPurpose, PaymentSource } from './take-payment';

// The payment_intents table (migrations/007): written before a charge, finished exactly once,
// by the request that took the charge or by the reconciler, through conditional updates.

export type IntentStatus = 'pending' | 'settled' | 'refunding' | 'refunded' | 'closed';

export interface Intent {
  id: number;
  chargeKey: string;
  purpose: PaymentPurpose;
  userId: number;
  amountCents: number;
  wallet: boolean;
  /** The saved card's token, or the wallet's provider order id. */
  paymentRef: string;
  savedCardId: number | null;
  orderId: number | null;
  details: unknown;
  status: IntentStatus;
  chargeId: string | null;
  attempt: number;
}

export interface NewIntent {
  chargeKey: string;
  purpose: PaymentPurpose;
  userId: number;
  amountCents: number;
  provider: string;
  source: PaymentSource;
  orderId?: number;
  details?: unknown;
}

const COLUMNS = `id, charge_key AS "chargeKey", purpose, user_id AS "userId",
  amount_cents AS "amountCents", wallet, payment_ref AS "paymentRef",
  saved_card_id AS "savedCardId", order_id AS "orderId", details, status,
  charge_id AS "chargeId", attempt`;

/** The payment source the intent was written for. */
export function intentSource(intent: Intent): PaymentSource {
  return { wallet: intent.wallet, paymentRef: intent.paymentRef, savedCardId: intent.savedCardId };
}

/** The idempotency key the provider charges under: the charge key, told apart by attempt. */
export function providerKey(intent: Intent): string {
  return intent.attempt === 1 ? intent.chargeKey : `${intent.chargeKey}#${intent.attempt}`;
}

/**
 * Writes the intent before its charge, or answers the one a twin request wrote. An intent the
 * reconciler closed (the provider took nothing) opens again for a retry of the same charge.
 */
export async function openIntent(db: Db, intent: NewIntent): Promise<Intent> {
  const [written] = await db.query<Intent>(
    `INSERT INTO payment_intents (charge_key, purpose, user_id, amount_cents, provider, wallet,
        payment_ref, saved_card_id, order_id, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
     ON CONFLICT (charge_key) DO UPDATE SET status = 'pending', created_at = now(),
        finished_at = NULL, attempt = payment_intents.attempt + 1
      WHERE payment_intents.status = 'closed' AND payment_intents.user_id = $3
     RETURNING ${COLUMNS}`,
    [
      intent.chargeKey,
      intent.purpose,
      intent.userId,
      intent.amountCents,
      intent.provider,
      intent.source.wallet,
      intent.source.paymentRef,
      intent.source.savedCardId,
      intent.orderId ?? null,
      JSON.stringify(intent.details ?? {}),
    ],
  );
  if (written) return written;
  const [twin] = await db.query<Intent>(
    `SELECT ${COLUMNS} FROM payment_intents WHERE charge_key = $1 AND user_id = $2`,
    [intent.chargeKey, intent.userId],
  );
  if (!twin) throw new Error('payment intent vanished');
  return twin;
}

/** The intent, locked until the caller's transaction ends. */
export async function lockIntent(tx: Db, id: number): Promise<Intent | null> {
  const [row] = await tx.query<Intent>(
    `SELECT ${COLUMNS} FROM payment_intents WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

/** A declined charge: nothing was taken and the caller answers the refusal itself. */
export async function dropIntent(db: Db, id: number): Promise<void> {
  await db.query(`DELETE FROM payment_intents WHERE id = $1 AND status = 'pending'`, [id]);
}

/** pending → settled: what the charge pays for is written (in the same transaction). */
export async function settleIntent(
  tx: Db,
  id: number,
  chargeId: string,
  orderId: number,
): Promise<void> {
  await tx.query(
    `UPDATE payment_intents SET status = 'settled', charge_id = $2, order_id = $3,
            finished_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, chargeId, orderId],
  );
}

/** pending or closed → refunding: this charge must go back; a crash before the refund leaves it to the reconciler. */
export async function markRefunding(tx: Db, id: number, chargeId: string): Promise<void> {
  await tx.query(
    `UPDATE payment_intents SET status = 'refunding', charge_id = $2
      WHERE id = $1 AND status IN ('pending', 'closed')`,
    [id, chargeId],
  );
}

/** refunding → refunded, once the provider gave the money back. */
export async function markRefunded(db: Db, id: number): Promise<void> {
  await db.query(
    `UPDATE payment_intents SET status = 'refunded', finished_at = now()
      WHERE id = $1 AND status = 'refunding'`,
    [id],
  );
}

/** pending → closed: the provider took nothing, so there is nothing to finish. */
export async function closeIntent(db: Db, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_intents SET status = 'closed', finished_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Intents a crash may have left unfinished: older than the grace a live request needs. */
export async function dueIntents(db: Db, graceMs: number, limit = 100): Promise<Intent[]> {
  return db.query<Intent>(
    `SELECT ${COLUMNS} FROM payment_intents
      WHERE status IN ('pending', 'refunding')
        AND created_at <= now() - $1 * interval '1 millisecond'
      ORDER BY created_at, id LIMIT $2`,
    [graceMs, limit],
  );
}
