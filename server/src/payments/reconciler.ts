import type { Db } from '../db/db';
import { reconcilerPasses } from '../metrics/money-metrics';
import type { PaymentProvider } from './provider';
import type { ReconcileOptions } from './reconcile-intents';
import { reconcileIntents } from './reconcile-intents';

export interface ReconcilerTiming {
  /** Intents younger than this are left to the request that wrote them. */
  graceMs: number;
  everyMs: number;
}

/**
 * Runs reconcileIntents once now (awaited: an API that starts after a crash settles what the
 * crash left before it takes new orders), then every `everyMs` on a timer that never keeps
 * the process alive. stop() waits for a pass under way, so the database can close after it.
 */
export async function startReconciler(
  db: Db,
  payments: PaymentProvider,
  opts: ReconcileOptions & { everyMs: number },
): Promise<{ stop(): Promise<void> }> {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    running ??= reconcileIntents(db, payments, opts)
      .then(
        () => reconcilerPasses.inc({ result: 'done' }),
        (error: unknown) => {
          reconcilerPasses.inc({ result: 'failed' });
          opts.log.error({ err: error }, 'payment reconciliation failed');
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  await pass();
  const timer = setInterval(() => void pass(), opts.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
