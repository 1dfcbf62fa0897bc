/**
 * Who may try what how often: the request limits of the calls worth guessing at (a password, a
 * code, a card, a coupon) or costly to repeat (an SMS, a charge, a provider order, a scrypt).
 *
 * Every try is counted before its call does any work, so a burst in parallel is cut at the
 * limit. A rule of failures gives its count back when the call succeeds: a person succeeding is
 * never locked out by their own successes (the demo customer logs in many times a day).
 *
 * A counter on the account alone would let a stranger lock its owner out, so the guessable
 * calls count per account and address together; the only account-wide counter (passwords
 * tried from many addresses) is keyed on the password itself, so the owner's way in, a reset
 * by a code sent to their phone, starts it afresh. The send limits stay per number: the codes
 * go to the owner, who can use any of them.
 */
export interface LimitRule {
  /** Names the counter; the calls naming one rule share it. */
  name: string;
  /**
   * phone: the number in the body; account: the login's account and its current password (the
   * number for an unknown one); user: the signed-in customer; address: the client's address;
   * phone-address and account-address: both together.
   */
  key: 'phone' | 'account' | 'user' | 'address' | 'phone-address' | 'account-address';
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
export const RULES = {
  loginPerAccountAddress: rule('login-account-address', 'account-address', 'failures', 10, 15),
  loginPerAccount: rule('login-account', 'account', 'failures', 30, 15),
  loginPerAddress: rule('login-address', 'address', 'attempts', 100, 15),
  // Codes sent are also capped per number and address by the OTP rules (auth/otp-rules.ts);
  // these catch the calls that send nothing: cooldown answers and unknown numbers probed.
  otpSendPerPhone: rule('otp-send-phone', 'phone', 'attempts', 10, 15),
  otpSendPerAddress: rule('otp-send-address', 'address', 'attempts', 60, 15),
  // A code allows 5 tries and a number 5 codes an hour (otp-rules.ts): that bounds guessing
  // across addresses, so these need no counter on the number alone.
  otpVerifyPerPhoneAddress: rule('otp-verify-phone-address', 'phone-address', 'failures', 10, 15),
  otpVerifyPerAddress: rule('otp-verify-address', 'address', 'attempts', 60, 15),
  resetPerPhoneAddress: rule('reset-phone-address', 'phone-address', 'failures', 5, 15),
  resetPerAddress: rule('reset-address', 'address', 'attempts', 30, 15),
  signupPerPhoneAddress: rule('signup-phone-address', 'phone-address', 'failures', 10, 15),
  signupPerAddress: rule('signup-address', 'address', 'attempts', 20, 15),
  // A declined card or a refused order or tip: card testing shows as many of these.
  chargePerUser: rule('charge-user', 'user', 'failures', 10, 15),
  chargePerAddress: rule('charge-address', 'address', 'failures', 30, 15),
  cardPerUser: rule('card-user', 'user', 'failures', 10, 60),
  cardPerAddress: rule('card-address', 'address', 'failures', 30, 60),
  // Each wallet check may open a provider order and write a payments row.
  walletPerUser: rule('wallet-user', 'user', 'attempts', 30, 15),
  walletPerAddress: rule('wallet-address', 'address', 'attempts', 120, 15),
  couponPerUser: rule('coupon-user', 'user', 'failures', 10, 15),
  couponPerAddress: rule('coupon-address', 'address', 'attempts', 60, 15),
  // Each cancel takes a row lock and may call the provider for a refund.
  cancelPerUser: rule('cancel-user', 'user', 'attempts', 30, 15),
  // Each reorder reads an order and the menu and rewrites the cart.
  reorderPerUser: rule('reorder-user', 'user', 'attempts', 30, 15),
  questionPerAddress: rule('question-address', 'address', 'attempts', 10, 60),
  // Staff sign in on a restaurant's few tablets: a number's password is guessed from one
  // address or from many; an invitation's token is too long to guess, its joins are few.
  staffLoginPerPhoneAddress: rule('staff-login-phone-address', 'phone-address', 'failures', 10, 15),
  staffLoginPerPhone: rule('staff-login-phone', 'phone', 'failures', 30, 15),
  staffLoginPerAddress: rule('staff-login-address', 'address', 'attempts', 100, 15),
  staffJoinPerAddress: rule('staff-join-address', 'address', 'attempts', 20, 15),
  // A page view sends one Web Vitals beacon each time it is hidden: more is a flood of figures.
  vitalsPerAddress: rule('vitals-address', 'address', 'attempts', 60, 1),
} as const;

/** The limited calls (paths under the API prefix) and their rules. */
export const LIMITED_CALLS: Readonly<Record<string, readonly LimitRule[]>> = {
  userPasswordLogin: [RULES.loginPerAccountAddress, RULES.loginPerAccount, RULES.loginPerAddress],
  // CheckAvailability sends a code to a new number only, and starts every login: per address.
  CheckAvailability: [RULES.otpSendPerAddress],
  resendOtp: [RULES.otpSendPerPhone, RULES.otpSendPerAddress],
  forgotPassword: [RULES.otpSendPerPhone, RULES.otpSendPerAddress],
  otpVerification: [RULES.otpVerifyPerPhoneAddress, RULES.otpVerifyPerAddress],
  changePassword: [RULES.resetPerPhoneAddress, RULES.resetPerAddress],
  userWithPasswordSignup: [RULES.signupPerPhoneAddress, RULES.signupPerAddress],
  orderConfirm: [RULES.chargePerUser, RULES.chargePerAddress],
  tipPaymentConfirm: [RULES.chargePerUser, RULES.chargePerAddress],
  addCard: [RULES.cardPerUser, RULES.cardPerAddress],
  payPalCardRequest: [RULES.cardPerUser, RULES.cardPerAddress],
  checkPaymentConfig: [RULES.walletPerUser, RULES.walletPerAddress],
  checkTipPaymentConfig: [RULES.walletPerUser, RULES.walletPerAddress],
  addCoupon: [RULES.couponPerUser, RULES.couponPerAddress],
  sendQuestion: [RULES.questionPerAddress],
  cancelOrder: [RULES.cancelPerUser],
  reorder: [RULES.reorderPerUser],
  'staff/login': [
    RULES.staffLoginPerPhoneAddress,
    RULES.staffLoginPerPhone,
    RULES.staffLoginPerAddress,
  ],
  'staff/invitations/accept': [RULES.staffJoinPerAddress],
  vitals: [RULES.vitalsPerAddress],
};

/** A wait as a customer reads it: whole minutes, rounded up, never "0 minutes". */
export function minutesLeft(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / MINUTES));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** What a refused attempt answers. */
export function tooManyAttempts(msLeft: number): string {
  return `Too many attempts, try again in ${minutesLeft(msLeft)}.`;
}
