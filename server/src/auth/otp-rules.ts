/** The OTP limits of DESIGN.md §5. */
export const OTP_RULES = {
  lifetimeMs: 5 * 60_000,
  maxAttempts: 5,
  resendCooldownMs: 30_000,
  /** How long a verified code can still finish sign-up or a password reset. */
  verifiedUseMs: 15 * 60_000,
  windowMs: 60 * 60_000,
  maxPerPhonePerWindow: 5,
  maxPerIpPerWindow: 20,
} as const;

export const OTP_MESSAGES = {
  sent: 'A verification code has been sent to your mobile number.',
  notSent: 'We could not send a code to your mobile number. Please try again in a moment.',
  verified: 'Your mobile number has been verified.',
  invalid: 'Invalid OTP. Please try again.',
  expired: 'The code has expired. Please request a new one.',
  missing: 'No code was sent to this number. Please request a new one.',
  tooManyTries: 'Too many wrong attempts. Please request a new code.',
  // `wait` as minutesLeft (http/rate-limits.ts) says it: '58 minutes'
  phoneLimit: (wait: string) =>
    `Too many codes were requested for this number. Please try again in ${wait}.`,
  ipLimit: (wait: string) => `Too many codes were requested. Please try again in ${wait}.`,
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  notVerified: 'Please verify your mobile number first.',
} as const;
