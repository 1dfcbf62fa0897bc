import { randomBytes } from 'node:crypto';
import { hashToken, issueToken } from '../../src/auth/tokens';
import type { Db } from '../../src/db/db';

/**
 * Bearer tokens that must open nothing, each named for the failure it stands for: expired,
 * revoked by logout, and forged in every way we could think of: a random token of the real
 * format, a real token with one character changed (our tokens are opaque: a changed one is the
 * analogue of a bad signature), the stored hash of a live token, an unsigned JWT and plain text.
 */
export async function refusedTokens(
  db: Db,
  userId: number,
  /** Logs the token out as the client does (POST logout). */
  logOut: (token: string) => Promise<unknown>,
): Promise<[string, string][]> {
  const expired = await issueToken(db, userId);
  await db.query(
    `UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`,
    [hashToken(expired)],
  );
  const revoked = await issueToken(db, userId);
  await logOut(revoked);
  const live = await issueToken(db, userId);
  const flipped = `${live.slice(0, -1)}${live.endsWith('A') ? 'B' : 'A'}`;
  const jwtPart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsignedJwt = `${jwtPart({ alg: 'none', typ: 'JWT' })}.${jwtPart({ sub: userId })}.`;
  return [
    ['expired', expired],
    ['revoked by logout', revoked],
    ['random, real format', randomBytes(32).toString('base64url')],
    ['one character changed', flipped],
    ["a live token's stored hash", hashToken(live)],
    ['unsigned JWT', unsignedJwt],
    ['plain text', 'forged-token'],
  ];
}
