import type { Db } from '../db/db';
import { reconcilerIntents } from '../metrics/money-metrics';
import type { OrderIntentDetails } from '../orders/write-order';
import { writeOrder } from '../orders/write-order';
import { findOutlet } from '../restaurants/find-outlet';
import { writeTip } from '../tips/write-tip';
import type { Written } from './finish-intent';
import { finishIntent, giveBack } from './finish-intent';
import type { Intent } from './intents';
import { backOffIntent, closeIntent, dueIntents, providerKey } from './intents';
import type { ChargeState, PaymentProvider } from './provider';

/** Intents asked for at a time; a pass takes batches until none is due. */
const BATCH = 100;
/** A bound on one pass, should a batch finish nothing and back nothing off. */
const MOST_BATCHES = 50;

export interface ReconcileOptions {
  /** Intents younger than this may still be finished by the request that wrote them. */
  graceMs: number;
  now: () => Date;
  log: { error(detail: object, message: string): void };
  /** Intents asked for at a time (tests make it small). */
  batch?: number;
}

/**
 * Finishes every intent a crash (or a failed refund) left behind, asking the provider how its
 * charge ended: not taken → the intent is closed; taken → the order or tip is written from the
 * intent, or, when it can no longer be (the cart changed, a dish ran out, the outlet closed),
 * the money goes back and the order history says so. Safe beside live requests and other API
 * processes: every finish is a conditional transition of the locked intent row. An intent that
 * fails (the provider down or unsure, a refund refused) is logged and backed off, so it never
 * holds up the others; it is asked again later and later, up to hourly.
 */
export async function reconcileIntents(
  db: Db,
  payments: PaymentProvider,
  opts: ReconcileOptions,
): Promise<number> {
  const batch = opts.batch ?? BATCH;
  let finished = 0;
  for (let n = 0; n < MOST_BATCHES; n += 1) {
    const due = await dueIntents(db, opts.graceMs, batch);
    for (const intent of due) {
      try {
        await reconcileIntent(db, payments, intent, opts.now());
        finished += 1;
        reconcilerIntents.inc({ result: 'finished' });
      } catch (error) {
        reconcilerIntents.inc({ result: 'failed' });
        const backedOff = await backOffIntent(db, intent.id, String(error));
        opts.log.error(
          { err: error, intentId: intent.id, ...backedOff },
          'payment intent not reconciled: asked again later',
        );
      }
    }
    if (due.length < batch) break;
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
    await giveBack(db, payments, { id: intent.id, chargeId: intent.chargeId });
    return;
  }
  const state = await chargeState(payments, intent);
  if (!state.paid) {
    await closeIntent(db, intent.id);
    return;
  }
  const { chargeId } = state;
  const finish = (write: (tx: Db, intent: Intent) => Promise<Written<unknown>>) =>
    finishIntent(db, payments, {
      intentId: intent.id,
      chargeId,
      write,
      finishedBefore: () => null,
      notWritten: null,
    });
  // Given back already, or a wallet order approved for another amount: it only goes back.
  if (state.refunded || state.amountCents !== intent.amountCents) {
    await finish(async () => ({ keep: false, result: null }));
  } else if (intent.purpose === 'tip') {
    await finish(writeTip(payments.name, chargeId));
  } else {
    const { priced } = intent.details as OrderIntentDetails;
    const outlet = await findOutlet(db, priced.outletId);
    await finish(
      writeOrder({ provider: payments.name, chargeId, outlet, now, tellInHistory: true }),
    );
  }
}

function chargeState(payments: PaymentProvider, intent: Intent): Promise<ChargeState> {
  return intent.wallet
    ? payments.findCapture(intent.paymentRef)
    : payments.findCharge(intent.paymentRef, intent.amountCents, providerKey(intent));
}
