import type { Db } from '../db/db';
import { isPassingDatabaseError } from '../db/unreachable';
import { ordersPlaced } from '../metrics/money-metrics';
import type { Intent } from './intents';
import { lockIntent, markRefunded, markRefunding, settleIntent } from './intents';
import type { PaymentProvider } from './provider';
import { refundCharge } from './refund-charge';

/** What a write under a pending intent decided: keep the money for `orderId`, or give it back. */
export type Written<T> = { keep: true; orderId: number; result: T } | { keep: false; result: T };

export interface FinishIntent<T> {
  intentId: number;
  chargeId: string;
  /** Records what the money pays for, in the transaction that settles the intent. */
  write: (tx: Db, intent: Intent) => Promise<Written<T>>;
  /** The answer when another charge or the reconciler finished the intent first. */
  finishedBefore: (intent: Intent | null) => T;
  /** The answer when the write failed and the money went back. */
  notWritten: T;
}

/**
 * Finishes an intent whose charge `chargeId` was taken, exactly once, whether the request that
 * took it or the reconciler gets here (or both): with the intent row locked and still pending,
 * `write` records what the money pays for and the intent is settled in the same transaction;
 * when `write` declines, the intent turns to refunding before the money goes back, so a crash
 * mid-refund is finished by the reconciler. An intent finished by someone else answers
 * `finishedBefore`; this charge is kept only if it is the very charge that finished it.
 */
export async function finishIntent<T>(
  db: Db,
  payments: PaymentProvider,
  { intentId, chargeId, write, finishedBefore, notWritten }: FinishIntent<T>,
): Promise<T> {
  // `placed`: this charge paid for a new order, which counts once its transaction committed
  let outcome: { refund: boolean; result: T; placed?: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      const intent = await lockIntent(tx, intentId);
      if (intent?.status !== 'pending') {
        if (intent?.status === 'settled' && intent.chargeId === chargeId) {
          return { refund: false, result: finishedBefore(intent) };
        }
        // Closed as unpaid while this charge was in flight, or finished by another charge.
        if (intent?.status === 'closed') await markRefunding(tx, intent.id, chargeId);
        return { refund: true, result: finishedBefore(intent) };
      }
      const written = await write(tx, intent);
      if (written.keep) {
        await settleIntent(tx, intent.id, chargeId, written.orderId);
        return { refund: false, result: written.result, placed: intent.purpose === 'order' };
      }
      await markRefunding(tx, intent.id, chargeId);
      return { refund: true, result: written.result };
    });
  } catch (error) {
    // The database away or a time limit: the intent stays pending for the reconciler's retry.
    if (isPassingDatabaseError(error)) throw error;
    // Else the write cannot pass (a row it needs is gone, a constraint refused it), so the
    // money goes back. Should this fail too, the reconciler finishes it later.
    const intent = await db.transaction(async (tx) => {
      const locked = await lockIntent(tx, intentId);
      if (locked?.status === 'pending' || locked?.status === 'closed') {
        await markRefunding(tx, intentId, chargeId, String(error));
      }
      return locked;
    });
    outcome =
      intent?.status === 'settled' && intent.chargeId === chargeId
        ? { refund: false, result: finishedBefore(intent) }
        : { refund: true, result: notWritten };
  }
  if (outcome.placed) ordersPlaced.inc();
  if (outcome.refund) await giveBack(db, payments, { id: intentId, chargeId });
  return outcome.result;
}

/** A refunding intent's charge goes back, then the intent says so (the reconciler's, too). */
export async function giveBack(
  db: Db,
  payments: PaymentProvider,
  intent: { id: number; chargeId: string },
): Promise<void> {
  await refundCharge(payments, intent.chargeId);
  await markRefunded(db, intent.id);
}
