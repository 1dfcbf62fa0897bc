import type { FastifyBaseLogger } from 'fastify';

export type OtpPurpose = 'signup' | 'forgot_password';

export interface OtpMessage {
  countryCode: string;
  mobileNumber: string;
  code: string;
  purpose: OtpPurpose;
  expiresAt: Date;
}

/** How a code reaches the phone: an SMS provider in production, the dev endpoint offline. */
export interface OtpSender {
  send(message: OtpMessage, log: FastifyBaseLogger): Promise<void>;
  /** The last code sent to a 10-digit number; only the offline sender keeps one. */
  latest?(mobileNumber: string): Promise<OtpMessage | undefined>;
}

/** Where the offline sender keeps the last code per number. */
export interface SentCodes {
  keep(message: OtpMessage): Promise<void>;
  latest(mobileNumber: string): Promise<OtpMessage | undefined>;
}

/** This process's memory: right for one API process (several share redis/sent-codes.ts). */
export function sentCodesInMemory(): SentCodes {
  const sent = new Map<string, OtpMessage>();
  return {
    keep: async (message) => void sent.set(message.mobileNumber, message),
    latest: async (mobileNumber) => sent.get(mobileNumber),
  };
}

/**
 * The offline default: remembers the last code per number so GET /api/v1/dev/otp/:phone (not in
 * production) can show it to testers and e2e tests. The log says a code was made, never the code:
 * logs are kept and shipped where a code must not go (issue 38), in dev mode too.
 */
export function createDevOtpSender(sent: SentCodes = sentCodesInMemory()): OtpSender {
  return {
    async send(message, log) {
      // a code not kept reaches nobody: the send fails, and sendOtp withdraws the code
      await sent.keep(message);
      log.info(
        { phone: `${message.countryCode}${message.mobileNumber}`, purpose: message.purpose },
        'OTP kept for GET /api/v1/dev/otp/:phone',
      );
    },
    latest: (mobileNumber) => sent.latest(mobileNumber),
  };
}
