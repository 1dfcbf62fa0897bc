/**
 * Who may try what how often: the request limits of the calls worth guessing at (a password, a
 * code) or costly to repeat (an SMS, a charge). A rule keys its counter on the account (the
 * phone number typed, or the signed-in user) or on the client's address, and counts either
 * every attempt or only the attempts that failed.
 *
 * Failures only, where a person succeeding must never be locked out by their own successes:
 * the demo customer logs in many times a day, a double-clicked order is one order. A failure
 * is counted after its answer, so a burst of parallel guesses can overshoot by its width; the
 * per-address attempt limits bound that burst.
 */
export interface LimitRule {
  /** Names the counter; the calls naming one rule share it. */
  name: string;
  key: 'phone' | 'user' | 'address';
  counts: 'attempts' | 'failures';
  max: number;
  windowMs: number;
}

const MINUTES = 60_000;
const rule = (
  name: string,
  key: LimitRule['key'],
  counts: LimitRule['counts'],
  max: number,
  minutes: number,
): LimitRule => ({ name, key, counts, max, windowMs: minutes * MINUTES });

// Addresses are shared (a hotel's wifi, a carrier's NAT): their limits are several people wide.
const RULES = {
  loginPerPhone: rule('login-phone', 'phone', 'failures', 10, 15),
  loginPerAddress: rule('login-address', 'address', 'attempts', 100, 15),
  // Codes sent are also capped per number and address by the OTP rules (auth/otp-rules.ts);
  // these catch the calls that send nothing: cooldown answers and unknown numbers probed.
  otpSendPerPhone: rule('otp-send-phone', 'phone', 'attempts', 10, 15),
  otpSendPerAddress: rule('otp-send-address', 'address', 'attempts', 60, 15),
  otpVerifyPerPhone: rule('otp-verify-phone', 'phone', 'failures', 10, 15),
  otpVerifyPerAddress: rule('otp-verify-address', 'address', 'attempts', 60, 15),
  resetPerPhone: rule('reset-phone', 'phone', 'failures', 5, 15),
  resetPerAddress: rule('reset-address', 'address', 'attempts', 30, 15),
  // A declined card or a refused order: card testing shows as many of these.
  orderPerUser: rule('order-user', 'user', 'failures', 10, 15),
  orderPerAddress: rule('order-address', 'address', 'failures', 30, 15),
} as const;

/** The limited calls (paths under the API prefix) and their rules. */
export const LIMITED_CALLS: Readonly<Record<string, readonly LimitRule[]>> = {
  userPasswordLogin: [RULES.loginPerPhone, RULES.loginPerAddress],
  // CheckAvailability sends a code to a new number only, and starts every login: per address.
  CheckAvailability: [RULES.otpSendPerAddress],
  resendOtp: [RULES.otpSendPerPhone, RULES.otpSendPerAddress],
  forgotPassword: [RULES.otpSendPerPhone, RULES.otpSendPerAddress],
  otpVerification: [RULES.otpVerifyPerPhone, RULES.otpVerifyPerAddress],
  changePassword: [RULES.resetPerPhone, RULES.resetPerAddress],
  orderConfirm: [RULES.orderPerUser, RULES.orderPerAddress],
};

/** What a refused attempt answers; whole minutes, rounded up, never "0 minutes". */
export function tooManyAttempts(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / MINUTES));
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
