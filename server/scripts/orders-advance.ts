/**
 * pnpm orders:advance <orderId> [--reject] — moves an order one lifecycle step (or rejects it).
 * Goes through the running API first, so the change is pushed to trackers over socket.io and
 * an embedded database held by the server is not opened twice; with no API running it updates
 * the database directly.
 */
import { readConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { advanceOrder } from '../src/orders/advance-order';
import { staffCall } from './lib/staff-call';

type Action = 'advance' | 'reject';

async function viaApi(orderId: number, action: Action): Promise<string | null> {
  const answer = await staffCall<{ status?: string }>(`orders/${orderId}/${action}`);
  return answer?.status ?? null;
}

async function direct(orderId: number, action: Action): Promise<string> {
  const db = await openDb(readConfig().db);
  try {
    await migrate(db);
    const result = await advanceOrder(db, orderId, action, new Date());
    if (!result.ok) throw new Error(result.message);
    return result.status;
  } finally {
    await db.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const action: Action = args.includes('--reject') ? 'reject' : 'advance';
  const orderId = Number(args.find((arg) => !arg.startsWith('--')));
  if (!Number.isInteger(orderId) || orderId <= 0) {
    console.error('Usage: pnpm orders:advance <orderId> [--reject]');
    process.exit(2);
  }
  const status = (await viaApi(orderId, action)) ?? (await direct(orderId, action));
  console.log(`Order ${orderId} is now ${status}.`);
}

main().catch((error: unknown) => {
  console.error('orders:advance failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
