import type { Db } from '../src/db/db';
import type { PaymentProvider } from '../src/payments/provider';
import { startReconciler } from '../src/payments/reconciler';

// The reconciler's timer outlives failed passes: while the database is out of reach each pass
// fails and is logged, and the first pass after it is back settles what is due.

it('logs a pass that fails and keeps passing on its timer', async () => {
  let calls = 0;
  const db = {
    async query() {
      calls += 1;
      if (calls <= 3) throw new Error('Connection terminated unexpectedly');
      return [];
    },
  } as unknown as Db;
  const log = { error: jest.fn() };
  const reconciler = await startReconciler(db, {} as PaymentProvider, {
    graceMs: 0,
    everyMs: 20,
    now: () => new Date(),
    log,
  });
  for (let i = 0; i < 100 && calls < 5; i += 1) await new Promise((r) => setTimeout(r, 20));
  await reconciler.stop();
  expect(calls).toBeGreaterThanOrEqual(5);
  expect(log.error).toHaveBeenCalledTimes(3);
  expect(log.error).toHaveBeenCalledWith(expect.anything(), 'payment reconciliation failed');
});
