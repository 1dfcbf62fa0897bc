import type { Db } from '../db/db';

/** A provider order created for this user (payments row), so no one else can capture it. */
export async function recordWalletOrder(
  db: Db,
  row: {
    userId: number;
    provider: string;
    providerOrderId: string;
    amountCents: number;
    purpose: 'order' | 'tip';
    orderId?: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payments (user_id, order_id, purpose, provider, provider_order_id, status, amount_cents)
     VALUES ($1, $2, $3, $4, $5, 'created', $6)`,
    [
      row.userId,
      row.orderId ?? null,
      row.purpose,
      row.provider,
      row.providerOrderId,
      row.amountCents,
    ],
  );
}

/** Whether the provider order was created for this user (for this purpose, when one is named). */
export async function isUsersWalletOrder(
  db: Db,
  userId: number,
  providerOrderId: string,
  purpose?: 'order' | 'tip',
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payments
      WHERE user_id = $1 AND provider_order_id = $2 AND ($3::text IS NULL OR purpose = $3)
        AND status = 'created'
      LIMIT 1`,
    [userId, providerOrderId, purpose ?? null],
  );
  return rows.length > 0;
}

/** Whether the tip's provider order was made for this order: it pays no other (issue 33). */
export async function isTipWalletOrderFor(
  db: Db,
  providerOrderId: string,
  orderId: number,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payments
      WHERE provider_order_id = $1 AND purpose = 'tip' AND order_id = $2 LIMIT 1`,
    [providerOrderId, orderId],
  );
  return rows.length > 0;
}
