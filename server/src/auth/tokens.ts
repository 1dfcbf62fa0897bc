import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

const TOKEN_LIFETIME_DAYS = 30;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates an opaque bearer token; only its hash is stored. */
export async function issueToken(db: Db, userId: number, udId?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO auth_tokens (user_id, token_hash, ud_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [userId, hashToken(token), udId ?? null, TOKEN_LIFETIME_DAYS],
  );
  return token;
}

/** A live (unexpired, unrevoked) token's user and expiry, marked used now; null otherwise. */
export async function liveToken(
  db: Db,
  token: string,
): Promise<{ userId: number; expiresAt: Date } | null> {
  const [row] = await db.query<{ user_id: number; expires_at: Date | string }>(
    `UPDATE auth_tokens SET last_used_at = now()
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
      RETURNING user_id, expires_at`,
    [hashToken(token)],
  );
  return row ? { userId: row.user_id, expiresAt: new Date(row.expires_at) } : null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.query('UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1', [
    hashToken(token),
  ]);
}

/** The token of an 'Authorization: Bearer <token>' header, or null when absent. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The device id the token was issued to, or null. */
export async function udIdForToken(db: Db, token: string): Promise<string | null> {
  const rows = await db.query<{ ud_id: string | null }>(
    'SELECT ud_id FROM auth_tokens WHERE token_hash = $1',
    [hashToken(token)],
  );
  return rows[0]?.ud_id ?? null;
}

/** Ends every session of a user (a password reset), except the one given, if any. */
export async function revokeUserTokens(
  db: Db,
  userId: number,
  keepToken: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE auth_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
    [userId, keepToken === null ? null : hashToken(keepToken)],
  );
}
