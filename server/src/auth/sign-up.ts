import type { Db } from '../db/db';
import type { Island } from '../islands/islands';
import { emailTaken, findUserByPhone, insertUser, isUniqueViolation } from './accounts';
import type { UserRow } from './accounts';
import { consumeVerifiedOtp } from './otp-codes';
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

/** Creates the account when the phone's sign-up code was verified; the code is then used up. */
export async function signUp(
  db: Db,
  form: SignUp,
  now: Date,
): Promise<{ user: UserRow } | { problem: string }> {
  if (await findUserByPhone(db, form)) return { problem: SIGNUP_MESSAGES.phoneTaken };
  if (await emailTaken(db, form.email)) return { problem: SIGNUP_MESSAGES.emailTaken };
  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      const verified = await consumeVerifiedOtp(tx, {
        phone: form,
        purpose: 'signup',
        code: form.otpNumber,
        now,
      });
      if (!verified) return { problem: OTP_MESSAGES.notVerified };
      return { user: await insertUser(tx, { ...form, passwordHash }) };
    });
  } catch (error) {
    // Two sign-ups racing for one phone or email: the constraint decides, the loser is told.
    if (!isUniqueViolation(error)) throw error;
    const phoneTaken = await findUserByPhone(db, form);
    return { problem: phoneTaken ? SIGNUP_MESSAGES.phoneTaken : SIGNUP_MESSAGES.emailTaken };
  }
}
