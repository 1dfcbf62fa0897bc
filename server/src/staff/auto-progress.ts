import type { Server } from 'socket.io';
import type { Db } from '../db/db';
import { advanceOrder } from '../orders/advance-order';
import { tripOver } from '../orders/driver-trip';
import { notifyOrder } from '../orders/order-room';
import { boardIsOpen } from './board-room';

export const AUTO_PROGRESS_MS = 20_000;

/**
 * The demo's stand-in for restaurant staff (DEMO_AUTO_PROGRESS=1, `pnpm start`): every tick
 * each order placed on this site (not the seeded history) moves one step, so tracking can be
 * watched end to end. Not while the outlet's order board is open: there its staff move the
 * orders, and the stand-in would take them out of their hands.
 * Returns a stop function.
 */
export function startAutoProgress(
  db: Db,
  io: Server,
  everyMs: number = AUTO_PROGRESS_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void tick(db, io)
      .catch((error: unknown) => console.error('auto-progress failed:', error))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function tick(db: Db, io: Server): Promise<void> {
  const orders = await db.query<{
    id: number;
    outletId: number;
    onTheWay: boolean;
    pickedUpAt: Date | null;
  }>(
    `SELECT id, outlet_id AS "outletId", status = 'picked_up' AND order_type = 'Delivery' AS "onTheWay",
            picked_up_at AS "pickedUpAt"
       FROM orders
      WHERE idempotency_key NOT LIKE 'demo-order-%'
        AND (status IN ('placed', 'confirmed', 'ready_for_pickup')
             OR (status = 'picked_up' AND order_type = 'Delivery'))
      ORDER BY id`,
  );
  const boardOpen = new Map<number, boolean>();
  const now = new Date();
  for (const { id, outletId, onTheWay, pickedUpAt } of orders) {
    // delivered when the planned drive ends, so the map and ETA stay true; the driver
    // delivers, so this step is the stand-in's even where the kitchen has a board
    if (onTheWay && !tripOver({ pickedUpAt }, now)) continue;
    if (!onTheWay) {
      if (!boardOpen.has(outletId)) boardOpen.set(outletId, await boardIsOpen(io, outletId));
      if (boardOpen.get(outletId)) continue;
    }
    const result = await advanceOrder(db, id, 'advance', now);
    if (result.ok) await notifyOrder(io, db, id);
  }
}
