import type { Db } from '../db/db';
import type { OrderIntentDetails } from '../orders/write-order';
import { writeOrder } from '../orders/write-order';
import { findOutlet } from '../restaurants/find-outlet';
import { writeTip } from '../tips/write-tip';
import type { Written } from './finish-intent';
import { finishIntent } from './finish-intent';
import type { Intent } from './intents';
import { closeIntent, dueIntents, markRefunded, providerKey } from './intents';
import type { ChargeState, PaymentProvider } from './provider';

export interface ReconcileOptions {
  /** Intents younger than this may still be finished by the request that wrote them. */
  graceMs: number;
  now: () => Date;
  log: { error(detail: object, message: string): void };
}

/**
 * Finishes every intent a crash (or a failed refund) left behind, asking the provider how its
 * charge ended: not taken → the intent is closed; taken → the order or tip is written from the
 * intent, or, when it can no longer be (the cart changed, a dish ran out, the outlet closed),
 * the money goes back and the order history says so. Safe beside live requests and other API
 * processes: every finish is a conditional transition of the locked intent row.
 */
export async function reconcileIntents(
  db: Db,
  payments: PaymentProvider,
  opts: ReconcileOptions,
): Promise<number> {
  let finished = 0;
  for (const intent of await dueIntents(db, opts.graceMs)) {
    try {
      await reconcileIntent(db, payments, intent, opts.now());
      finished += 1;
    } catch (error) {
      // The provider may be down: the intent stays for the next pass.
      opts.log.error({ err: error, intentId: intent.id }, 'payment intent not reconciled');
    }
  }
  return finished;
}

async function reconcileIntent(
  db: Db,
  payments: PaymentProvider,
  intent: Intent,
  now: Date,
): Promise<void> {
  if (intent.status === 'refunding' && intent.chargeId) {
    await payments.refund(intent.chargeId);
    await markRefunded(db, intent.id);
    return;
  }
  const state = await chargeState(payments, intent);
  if (!state.paid) {
    await closeIntent(db, intent.id);
    return;
  }
  const { chargeId } = state;
  const nothingToKeep = async (): Promise<Written<null>> => ({ keep: false, result: null });
  const done = () => null;
  // Given back already, or a wallet order approved for another amount: it only goes back.
  if (state.refunded || state.amountCents !== intent.amountCents) {
    await finishIntent(db, payments, intent.id, chargeId, nothingToKeep, done);
  } else if (intent.purpose === 'tip') {
    await finishIntent(db, payments, intent.id, chargeId, writeTip(payments.name, chargeId), done);
  } else {
    const { priced } = intent.details as OrderIntentDetails;
    const outlet = await findOutlet(db, priced.outletId);
    const write = writeOrder({
      provider: payments.name,
      chargeId,
      outlet,
      now,
      tellInHistory: true,
    });
    await finishIntent(db, payments, intent.id, chargeId, write, done);
  }
}

function chargeState(payments: PaymentProvider, intent: Intent): Promise<ChargeState> {
  return intent.wallet
    ? payments.findCapture(intent.paymentRef)
    : payments.findCharge(intent.paymentRef, intent.amountCents, providerKey(intent));
}
