import type { Db } from '../db/db';
import { findUserByPhone } from './accounts';
import type { UserRow } from './accounts';
import type { Phone } from './otp-codes';
import { hashPassword, verifyPassword } from './password';

export const LOGIN_FAILED = 'Invalid mobile number or password.';

let decoyHash: Promise<string> | undefined;

/** The user for a phone and password, or null; unknown numbers cost the same scrypt time. */
export async function checkLogin(db: Db, phone: Phone, password: string): Promise<UserRow | null> {
  const user = await findUserByPhone(db, phone);
  if (!user) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, user.password_hash)) ? user : null;
}
