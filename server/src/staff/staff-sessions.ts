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

export async function revokeStaffToken(db: Db, token: string): Promise<void> {
  await db.query('UPDATE staff_tokens SET revoked_at = now() WHERE token_hash = $1', [
    hashToken(token),
  ]);
}
