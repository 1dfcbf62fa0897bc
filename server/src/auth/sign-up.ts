import type { Db } from '../db/db';
import type { Island } from '../islands/islands';
import { emailTaken, findUserByPhone, insertUser, isUniqueViolation } from './accounts';
import type { UserRow } from './accounts';
import { consumeVerifiedOtp, isVerifiedOtp } from './otp-codes';
import type { Phone } from './otp-codes';
import { OTP_MESSAGES } from './otp-rules';
import { hashPassword } from './password';

export const SIGNUP_MESSAGES = {
  phoneTaken: 'This mobile number is already registered. Please log in.',
  emailTaken: 'This email address is already registered.',
} as const;

export interface SignUp extends Phone {
  email: string;
  userName: string;
  password: string;
  otpNumber: string;
  locatedAt: Island;
}

/**
 * Creates the account when the phone's sign-up code was verified; the code is then used up.
 * The code is checked before anything else, so only the number's owner learns whether an email
 * is taken, and the password is hashed whether it is or not: a taken email answers no sooner
 * than a free one, and a caller without a code costs no scrypt.
 */
export async function signUp(
  db: Db,
  form: SignUp,
  now: Date,
): Promise<{ user: UserRow } | { problem: string }> {
  const code = { phone: form, purpose: 'signup', code: form.otpNumber, now } as const;
  if (!(await isVerifiedOtp(db, code))) return { problem: OTP_MESSAGES.notVerified };
  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByPhone(tx, form)) return { problem: SIGNUP_MESSAGES.phoneTaken };
      // the code stays unused, so the owner can try again with another email
      if (await emailTaken(tx, form.email)) return { problem: SIGNUP_MESSAGES.emailTaken };
      if (!(await consumeVerifiedOtp(tx, code))) return { problem: OTP_MESSAGES.notVerified };
      return { user: await insertUser(tx, { ...form, passwordHash }) };
    });
  } catch (error) {
    // Two sign-ups racing for one phone or email: the constraint decides, the loser is told.
    if (!isUniqueViolation(error)) throw error;
    const phoneTaken = await findUserByPhone(db, form);
    return { problem: phoneTaken ? SIGNUP_MESSAGES.phoneTaken : SIGNUP_MESSAGES.emailTaken };
  }
}
