import type { Phone } from '../auth/otp-codes';
import { decoyPasswordHash } from '../auth/log-in';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import type { Db } from '../db/db';
import { staffLoginRow } from './staff-members';

/**
 * The live member of a phone and password, or null; unknown numbers cost the same scrypt time,
 * as a customer's login does (auth/log-in.ts). An older hash is replaced at a good sign-in.
 */
export async function checkStaffLogin(
  db: Db,
  phone: Phone,
  password: string,
): Promise<number | null> {
  const row = await staffLoginRow(db, phone);
  if (!row) {
    await verifyPassword(password, await decoyPasswordHash());
    return null;
  }
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  if (needsRehash(row.passwordHash)) {
    await db.query(
      'UPDATE staff_members SET password_hash = $3 WHERE id = $1 AND password_hash = $2',
      [row.id, row.passwordHash, await hashPassword(password)],
    );
  }
  return row.id;
}
