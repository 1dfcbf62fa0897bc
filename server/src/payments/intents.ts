import type { Db } from '../db/db';
import type { PaymentChoice } from './payment-choice';
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

/** The payment the intent was written for. */
export function intentSource(intent: Intent): PaymentChoice {
  return { wallet: intent.wallet, paymentRef: intent.paymentRef };
}

/** The idempotency key the provider charges under: the charge key, told apart by attempt. */
export function providerKey(intent: Intent): string {
  return intent.attempt === 1 ? intent.chargeKey : `${intent.chargeKey}#${intent.attempt}`;
}

/**
 * Writes the intent before its charge, or answers the one a twin request wrote. A closed intent
 * (the provider declined, or took nothing) or a refunded one (what it paid for could not be
 * written) opens again for a retry of the same charge, charged under a new provider key.
 */
export async function openIntent(db: Db, intent: NewIntent): Promise<Intent> {
  const [written] = await db.query<Intent>(
    `INSERT INTO payment_intents (charge_key, purpose, user_id, amount_cents, provider, wallet,
        payment_ref, saved_card_id, order_id, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
     ON CONFLICT (charge_key) DO UPDATE SET status = 'pending', created_at = now(),
        finished_at = NULL, attempt = payment_intents.attempt + 1, failures = 0,
        retry_at = NULL, last_error = NULL
      WHERE payment_intents.status IN ('closed', 'refunded') AND payment_intents.user_id = $3
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

/**
 * pending or closed → refunding: this charge must go back; a crash before the refund leaves it
 * to the reconciler. `why` keeps an unexpected cause for the operator.
 */
export async function markRefunding(
  tx: Db,
  id: number,
  chargeId: string,
  why: string | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE payment_intents SET status = 'refunding', charge_id = $2,
            last_error = COALESCE($3, last_error)
      WHERE id = $1 AND status IN ('pending', 'closed')`,
    [id, chargeId, why?.slice(0, 500) ?? null],
  );
}

/**
 * settled → refunding for every charge that paid for the order (its own and a tip's), in the
 * caller's transaction: the restaurant turned the order down, so the money goes back. Answers
 * the charges to give back; a crash before they are given back leaves them to the reconciler.
 */
export async function markOrderRefunding(
  tx: Db,
  orderId: number,
): Promise<{ id: number; chargeId: string; amountCents: number }[]> {
  return tx.query(
    `UPDATE payment_intents SET status = 'refunding'
      WHERE order_id = $1 AND status = 'settled' AND charge_id IS NOT NULL
     RETURNING id, charge_id AS "chargeId", amount_cents AS "amountCents"`,
    [orderId],
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

/**
 * Intents a crash may have left unfinished: older than the grace a live request needs, and not
 * backed off after a failed attempt (backOffIntent), the longest waiting first.
 */
export async function dueIntents(db: Db, graceMs: number, limit = 100): Promise<Intent[]> {
  return db.query<Intent>(
    `SELECT ${COLUMNS} FROM payment_intents
      WHERE status IN ('pending', 'refunding')
        AND created_at <= now() - $1 * interval '1 millisecond'
        AND (retry_at IS NULL OR retry_at <= now())
      ORDER BY COALESCE(retry_at, created_at), id LIMIT $2`,
    [graceMs, limit],
  );
}

/** The first retry's wait; each failure doubles it, up to an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;

/**
 * An intent the reconciler could not finish (the provider down, a refund refused) is next due
 * after a wait that doubles with each failure; answers how often it has failed and when it
 * is due again.
 */
export async function backOffIntent(
  db: Db,
  id: number,
  error: string,
): Promise<{ failures: number; retryAt: Date } | null> {
  const [row] = await db.query<{ failures: number; retryAt: Date }>(
    `UPDATE payment_intents SET failures = failures + 1, last_error = $2,
            retry_at = now() + least($3 * power(2, failures), $4) * interval '1 millisecond'
      WHERE id = $1 AND status IN ('pending', 'refunding')
     RETURNING failures, retry_at AS "retryAt"`,
    [id, error.slice(0, 500), FIRST_RETRY_MS, LONGEST_RETRY_MS],
  );
  return row ?? null;
}
