import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import type { CardDetails, PaymentProvider, ReturnUrls, WalletOrder } from './provider';
import { CARD_DECLINED, PAYMENT_FAILED } from './provider';
import { SANDBOX_CARD_DECLINED, sandboxTokenDeclines } from './test-cards';

export const SANDBOX_APPROVE_PATH = '/api/v1/sandbox-pay/approve';

function newId(prefix: string): string {
  return `${prefix}${randomBytes(9).toString('hex').toUpperCase()}`;
}

interface SandboxOrderRow {
  id: string;
  status: string;
  amountCents: number;
  captureId: string | null;
  refunded: boolean;
}

export async function findSandboxOrder(
  db: Db,
  id: string,
): Promise<(SandboxOrderRow & ReturnUrls) | null> {
  const [row] = await db.query<SandboxOrderRow & ReturnUrls>(
    `SELECT id, status, amount_cents AS "amountCents", capture_id AS "captureId", refunded,
            return_url AS "returnUrl", cancel_url AS "cancelUrl"
       FROM sandbox_orders WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** The payer pressed Approve (or paid by card): the order can be captured. */
export async function approveSandboxOrder(db: Db, id: string): Promise<string | null> {
  const payerId = newId('PAYER');
  const [row] = await db.query<{ payerId: string }>(
    `UPDATE sandbox_orders SET status = 'APPROVED', payer_id = COALESCE(payer_id, $2)
      WHERE id = $1 AND status IN ('CREATED', 'APPROVED') RETURNING payer_id AS "payerId"`,
    [id, payerId],
  );
  return row?.payerId ?? null;
}

export async function cancelSandboxOrder(db: Db, id: string): Promise<void> {
  await db.query(
    `UPDATE sandbox_orders SET status = 'VOIDED' WHERE id = $1 AND status = 'CREATED'`,
    [id],
  );
}

/** A provider that keeps its books in our database: offline, deterministic, good for demos. */
export function sandboxProvider(db: Db, publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',

    async createOrder(amountCents: number, urls: ReturnUrls): Promise<WalletOrder> {
      const id = newId('SBX');
      await db.query(
        `INSERT INTO sandbox_orders (id, amount_cents, status, return_url, cancel_url)
         VALUES ($1, $2, 'CREATED', $3, $4)`,
        [id, amountCents, urls.returnUrl, urls.cancelUrl],
      );
      return { id, status: 'CREATED', approveUrl: `${publicUrl}${SANDBOX_APPROVE_PATH}/${id}` };
    },

    async payOrderWithCard(orderId: string, card: CardDetails) {
      if (card.number === SANDBOX_CARD_DECLINED) return { ok: false, message: CARD_DECLINED };
      const payerId = await approveSandboxOrder(db, orderId);
      if (!payerId) return { ok: false, message: PAYMENT_FAILED };
      return { ok: true, status: 'APPROVED' };
    },

    async capture(orderId: string) {
      // One statement: of two concurrent captures only one flips the status.
      const captureId = newId('CAP');
      await db.query(
        `UPDATE sandbox_orders SET status = 'COMPLETED', capture_id = $2
          WHERE id = $1 AND status = 'APPROVED'`,
        [orderId, captureId],
      );
      const order = await findSandboxOrder(db, orderId);
      // A capture given back is spent: capturing the order again must not pay for anything.
      if (!order || order.status !== 'COMPLETED' || !order.captureId || order.refunded) {
        return { ok: false, message: PAYMENT_FAILED };
      }
      return { ok: true, captureId: order.captureId, amountCents: order.amountCents };
    },

    async tokeniseCard(card: CardDetails) {
      if (card.number === SANDBOX_CARD_DECLINED) return { ok: false, message: CARD_DECLINED };
      const last4 = card.number.slice(-4);
      return { ok: true, token: `sandbox_card_${randomBytes(12).toString('hex')}_${last4}`, last4 };
    },

    async charge(token: string, amountCents: number, idempotencyKey: string) {
      if (sandboxTokenDeclines(token)) return { ok: false, message: CARD_DECLINED };
      await db.query(
        `INSERT INTO sandbox_charges (id, idempotency_key, card_token, amount_cents)
         VALUES ($1, $2, $3, $4) ON CONFLICT (idempotency_key) DO NOTHING`,
        [newId('CHG'), idempotencyKey, token, amountCents],
      );
      const [row] = await db.query<{ id: string }>(
        'SELECT id FROM sandbox_charges WHERE idempotency_key = $1',
        [idempotencyKey],
      );
      return row ? { ok: true, chargeId: row.id } : { ok: false, message: PAYMENT_FAILED };
    },

    async findCharge(_token: string, _amountCents: number, idempotencyKey: string) {
      const [row] = await db.query<{ id: string; amountCents: number; refunded: boolean }>(
        `SELECT id, amount_cents AS "amountCents", refunded FROM sandbox_charges
          WHERE idempotency_key = $1`,
        [idempotencyKey],
      );
      return row
        ? { paid: true, chargeId: row.id, amountCents: row.amountCents, refunded: row.refunded }
        : { paid: false };
    },

    async findCapture(orderId: string) {
      const [row] = await db.query<{ captureId: string; amountCents: number; refunded: boolean }>(
        `SELECT capture_id AS "captureId", amount_cents AS "amountCents", refunded
           FROM sandbox_orders WHERE id = $1 AND status = 'COMPLETED'`,
        [orderId],
      );
      return row
        ? {
            paid: true,
            chargeId: row.captureId,
            amountCents: row.amountCents,
            refunded: row.refunded,
          }
        : { paid: false };
    },

    async refund(chargeId: string) {
      await db.query('UPDATE sandbox_charges SET refunded = true WHERE id = $1', [chargeId]);
      await db.query('UPDATE sandbox_orders SET refunded = true WHERE capture_id = $1', [chargeId]);
    },
  };
}
