import type { Db } from '../db/db';
import type { Intent } from './intents';
import { lockIntent, markRefunded, markRefunding, settleIntent } from './intents';
import type { PaymentProvider } from './provider';

/** What a write under a pending intent decided: keep the money for `orderId`, or give it back. */
export type Written<T> = { keep: true; orderId: number; result: T } | { keep: false; result: T };

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
  intentId: number,
  chargeId: string,
  write: (tx: Db, intent: Intent) => Promise<Written<T>>,
  finishedBefore: (intent: Intent | null) => T,
): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
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
      return { refund: false, result: written.result };
    }
    await markRefunding(tx, intent.id, chargeId);
    return { refund: true, result: written.result };
  });
  if (outcome.refund) {
    await payments.refund(chargeId);
    await markRefunded(db, intentId);
  }
  return outcome.result;
}
