import type { Db } from '../db/db';
import { findUserByPhone } from './accounts';
import type { UserRow } from './accounts';
import type { Phone } from './otp-codes';
import { hashPassword, needsRehash, verifyPassword } from './password';

export const LOGIN_FAILED = 'Invalid mobile number or password.';

let decoyHash: Promise<string> | undefined;

/** A hash of today's cost that no password is checked against for real: equal time for nothing. */
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password');
  return decoyHash;
}

/**
 * The user for a phone and password, or null; unknown numbers cost the same scrypt time. A hash
 * of an older cost is replaced at a good login, while the password is at hand.
 */
export async function checkLogin(db: Db, phone: Phone, password: string): Promise<UserRow | null> {
  const user = await findUserByPhone(db, phone);
  if (!user) {
    await verifyPassword(password, await decoyPasswordHash());
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  if (needsRehash(user.password_hash)) {
    const rehashed = await hashPassword(password);
    // only over the hash just checked: a password changed meanwhile stays changed
    await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
      user.id,
      user.password_hash,
      rehashed,
    ]);
  }
  return user;
}
