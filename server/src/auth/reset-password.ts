import type { Db } from '../db/db';
import { findUserByPhone } from './accounts';
import { consumeVerifiedOtp, isVerifiedOtp } from './otp-codes';
import type { Phone } from './otp-codes';
import { OTP_MESSAGES } from './otp-rules';
import { hashPassword } from './password';
import { revokeUserTokens } from './tokens';

export const UNKNOWN_NUMBER = 'This mobile number is not registered.';

/**
 * Sets a new password after a verified reset code and ends the account's other sessions;
 * answers the account's id (its sockets are the caller's to cut off) or why it refused.
 */
export async function resetPassword(
  db: Db,
  request: {
    phone: Phone;
    otpNumber: string;
    password: string;
    now: Date;
    keepToken: string | null;
  },
): Promise<{ ok: true; userId: number } | { ok: false; message: string }> {
  const user = await findUserByPhone(db, request.phone);
  if (!user) return { ok: false, message: UNKNOWN_NUMBER };
  const code = {
    phone: request.phone,
    purpose: 'forgot_password',
    code: request.otpNumber,
    now: request.now,
  } as const;
  // the code first: a caller without one costs no scrypt
  if (!(await isVerifiedOtp(db, code))) return { ok: false, message: OTP_MESSAGES.notVerified };
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    if (!(await consumeVerifiedOtp(tx, code))) {
      return { ok: false, message: OTP_MESSAGES.notVerified };
    }
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      user.id,
      passwordHash,
    ]);
    await revokeUserTokens(tx, user.id, request.keepToken);
    return { ok: true, userId: user.id };
  });
}
