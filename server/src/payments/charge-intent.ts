import { crashAt } from '../crash-at';
import type { Db } from '../db/db';
import { finishIntent, type Written } from './finish-intent';
import { dropIntent, providerKey, type Intent } from './intents';
import type { PaymentProvider } from './provider';
import { takePayment, type PaymentRefused, type PaymentSource } from './take-payment';

export interface ChargeIntent<T> {
  /** the pending intent written before the charge (intents.openIntent) */
  intent: Intent;
  source: PaymentSource;
  /** what the money pays for, written under the locked intent (finishIntent) */
  write: (chargeId: string) => (tx: Db, intent: Intent) => Promise<Written<T>>;
  /** the answer when another charge or the reconciler finished the intent first */
  finishedBefore: (intent: Intent | null) => T;
  /** the answer to a declined charge, after which nothing is left written */
  declined: (refusal: PaymentRefused) => T;
}

/**
 * The one way money is taken, for an order or a tip alike: charge the intent's amount under it,
 * drop the intent when the provider declines, else finish it exactly once (finishIntent). The
 * crash hooks of the tests mark each step: `<purpose>-before-charge`, `-after-charge`,
 * `-after-write`.
 */
export async function chargeIntent<T>(
  db: Db,
  payments: PaymentProvider,
  { intent, source, write, finishedBefore, declined }: ChargeIntent<T>,
): Promise<T> {
  await crashAt(`${intent.purpose}-before-charge`);
  const paid = await takePayment(payments, source, intent.amountCents, providerKey(intent));
  if (!paid.ok) {
    await dropIntent(db, intent.id);
    return declined(paid);
  }
  await crashAt(`${intent.purpose}-after-charge`);
  const finished = await finishIntent(
    db,
    payments,
    intent.id,
    paid.chargeId,
    write(paid.chargeId),
    finishedBefore,
  );
  await crashAt(`${intent.purpose}-after-write`);
  return finished;
}
