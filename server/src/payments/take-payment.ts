import type { Db } from '../db/db';
import type { PaymentChoice } from './payment-choice';
import type { Declined, PaymentProvider } from './provider';
import { PAYMENT_FAILED } from './provider';
import { refundCharge } from './refund-charge';
import { findSavedCard, SELECT_CARD } from './saved-cards';
import { isUsersWalletOrder } from './wallet-orders';

// The one way money is taken, for orders and tips alike: check the caller's payment source,
// charge the saved card or capture the approved wallet order, and record the payment inside
// the caller's transaction (payments/finish-intent gives it back when nothing records it).

export type PaymentPurpose = 'order' | 'tip';

/** A payment choice checked to be the caller's own. */
export interface PaymentSource extends PaymentChoice {
  /** The saved card paid with; null for the wallet. */
  savedCardId: number | null;
  /** Its last four digits, which the order keeps (the card may be deleted); null for the wallet. */
  cardLastFour: string | null;
}

/** The saved card or wallet order, when it is the user's (a wallet order: made for `purpose`). */
export async function paymentSource(
  db: Db,
  userId: number,
  purpose: PaymentPurpose,
  choice: PaymentChoice,
): Promise<{ ok: true; source: PaymentSource } | Declined> {
  if (choice.wallet) {
    return (await isUsersWalletOrder(db, userId, choice.paymentRef, purpose))
      ? { ok: true, source: { ...choice, savedCardId: null, cardLastFour: null } }
      : { ok: false, message: PAYMENT_FAILED };
  }
  const card = await findSavedCard(db, userId, choice.paymentRef);
  return card
    ? { ok: true, source: { ...choice, savedCardId: card.id, cardLastFour: card.last4 } }
    : { ok: false, message: SELECT_CARD };
}

/**
 * Charges the card (the same `chargeKey` never charges twice) or captures the wallet order
 * (capturing twice answers the first capture). A wallet order approved for another amount than
 * `amountCents` is refunded at once and answers `amountChanged`.
 */
export async function takePayment(
  payments: PaymentProvider,
  source: PaymentSource,
  amountCents: number,
  chargeKey: string,
): Promise<{ ok: true; chargeId: string } | PaymentRefused> {
  if (!source.wallet) return payments.charge(source.paymentRef, amountCents, chargeKey);
  const captured = await payments.capture(source.paymentRef);
  if (!captured.ok) return captured;
  if (captured.amountCents !== amountCents) {
    await refundCharge(payments, captured.captureId);
    return { ok: false, message: PAYMENT_FAILED, amountChanged: true };
  }
  return { ok: true, chargeId: captured.captureId };
}

/** A declined charge, or a wallet order approved for another amount (given back at once). */
export type PaymentRefused = Declined & { amountChanged?: true };

export interface TakenPayment {
  userId: number;
  orderId: number;
  purpose: PaymentPurpose;
  source: PaymentChoice;
  provider: string;
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * Records a taken payment against its order, in the caller's transaction. A wallet payment
 * completes the row written when its provider order was created; a card payment is a new row.
 */
export async function recordPayment(tx: Db, paid: TakenPayment): Promise<void> {
  if (paid.source.wallet) {
    await tx.query(
      `UPDATE payments SET status = 'captured', order_id = $3, provider_charge_id = $4,
              amount_cents = $5, idempotency_key = $6, updated_at = now()
        WHERE user_id = $1 AND provider_order_id = $2 AND purpose = $7`,
      [
        paid.userId,
        paid.source.paymentRef,
        paid.orderId,
        paid.chargeId,
        paid.amountCents,
        paid.idempotencyKey,
        paid.purpose,
      ],
    );
    return;
  }
  await tx.query(
    `INSERT INTO payments (user_id, order_id, purpose, provider, provider_order_id,
        provider_charge_id, status, amount_cents, idempotency_key)
     VALUES ($1, $2, $3, $4, NULL, $5, 'captured', $6, $7)`,
    [
      paid.userId,
      paid.orderId,
      paid.purpose,
      paid.provider,
      paid.chargeId,
      paid.amountCents,
      paid.idempotencyKey,
    ],
  );
}
