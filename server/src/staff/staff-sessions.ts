import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/db';

// A kitchen's tablet stays signed in as a customer's phone does.
const STAFF_TOKEN_DAYS = 30;

/** A new opaque bearer token for the member; only its hash is stored. */
export async function issueStaffToken(db: Db, staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO staff_tokens (token_hash, staff_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [hashToken(token), staffId, STAFF_TOKEN_DAYS],
  );
  return token;
}

/** The member of a live staff token whose account is not removed; null otherwise. */
export async function staffIdOfToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db.query<{ staffId: number }>(
    `SELECT t.staff_id AS "staffId" FROM staff_tokens t JOIN staff_members m ON m.id = t.staff_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()
        AND m.removed_at IS NULL`,
    [hashToken(token)],
  );
  return row?.staffId ?? null;
}

export async function revokeStaffToken(db: Db, token: string): Promise<void> {
  await db.query('UPDATE staff_tokens SET revoked_at = now() WHERE token_hash = $1', [
    hashToken(token),
  ]);
}
