import type { Db } from '../db/db';

/**
 * Today at a glance, per outlet the member serves: the orders placed since midnight in the
 * island's time and what they took, refused and cancelled ones (whose money went back) apart.
 */
export async function boardToday(
  db: Db,
  outlets: readonly { id: number; name: string }[],
  now: Date,
  timeZone: string,
): Promise<{ outletId: number; outletName: string; orders: number; takingsCents: number }[]> {
  const rows = await db.query<{ outletId: number; orders: number; takingsCents: number }>(
    `SELECT o.outlet_id AS "outletId", count(*)::int AS orders,
            COALESCE(sum(o.net_amount_cents), 0)::int AS "takingsCents"
       FROM orders o
      WHERE o.outlet_id = ANY($1::int[]) AND o.idempotency_key NOT LIKE 'refund:%'
        AND o.status NOT IN ('rejected', 'cancelled')
        AND o.placed_at >= date_trunc('day', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3
      GROUP BY o.outlet_id`,
    [outlets.map((outlet) => outlet.id), now, timeZone],
  );
  const byOutlet = new Map(rows.map((row) => [row.outletId, row]));
  return outlets.map((outlet) => ({
    outletId: outlet.id,
    outletName: outlet.name,
    orders: byOutlet.get(outlet.id)?.orders ?? 0,
    takingsCents: byOutlet.get(outlet.id)?.takingsCents ?? 0,
  }));
}
