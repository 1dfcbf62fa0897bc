import { crashAt } from '../crash-at';
import type { Db } from '../db/db';
import { paymentCharges } from '../metrics/money-metrics';
import { finishIntent, type Written } from './finish-intent';
import { closeIntent, providerKey, type Intent } from './intents';
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
  /** the answer to a declined charge, or to one the provider could not confirm yet */
  declined: (refusal: PaymentRefused) => T;
  /** the answer when the write failed after the charge and the money went back */
  notWritten: T;
}

/**
 * The one way money is taken, for an order or a tip alike: charge the intent's amount under it,
 * close the intent when the provider declines, else finish it exactly once (finishIntent). The
 * intent is closed, never deleted: a twin request may still be charging under it, and its
 * charge then finds the intent closed and gives the money back. An answer that is no clear
 * decline leaves the intent pending: the reconciler asks the provider until it knows. The
 * crash hooks of the tests mark each step: `<purpose>-before-charge`, `-after-charge`,
 * `-after-write`.
 */
export async function chargeIntent<T>(
  db: Db,
  payments: PaymentProvider,
  { intent, source, write, finishedBefore, declined, notWritten }: ChargeIntent<T>,
): Promise<T> {
  await crashAt(`${intent.purpose}-before-charge`);
  const paid = await takePayment(payments, source, intent.amountCents, providerKey(intent));
  paymentCharges.inc({ purpose: intent.purpose, outcome: chargeOutcome(paid) });
  if (!paid.ok) {
    if (!paid.unclear) await closeIntent(db, intent.id);
    return declined(paid);
  }
  await crashAt(`${intent.purpose}-after-charge`);
  const finished = await finishIntent(db, payments, {
    intentId: intent.id,
    chargeId: paid.chargeId,
    write: write(paid.chargeId),
    finishedBefore,
    notWritten,
  });
  await crashAt(`${intent.purpose}-after-write`);
  return finished;
}

/** How a charge ended, as the metrics name it. */
function chargeOutcome(paid: { ok: true } | PaymentRefused): string {
  if (paid.ok) return 'taken';
  if (paid.amountChanged) return 'amount_changed';
  return paid.unclear ? 'unclear' : 'declined';
}
