import type { FastifyBaseLogger } from 'fastify';

export type OtpPurpose = 'signup' | 'forgot_password';

export interface OtpMessage {
  countryCode: string;
  mobileNumber: string;
  code: string;
  purpose: OtpPurpose;
  expiresAt: Date;
}

/** How a code reaches the phone: an SMS provider in production, the log offline. */
export interface OtpSender {
  send(message: OtpMessage, log: FastifyBaseLogger): Promise<void>;
  /** The last code sent to a 10-digit number; only the offline sender keeps one. */
  latest?(mobileNumber: string): OtpMessage | undefined;
}

/**
 * The offline default: writes the code to the server log and remembers the last one per number
 * so GET /api/v1/dev/otp/:phone (not in production) can show it to testers and e2e tests.
 */
export function createLogOtpSender(): OtpSender {
  const sent = new Map<string, OtpMessage>();
  return {
    async send(message, log) {
      sent.set(message.mobileNumber, message);
      log.info(
        { phone: `${message.countryCode}${message.mobileNumber}`, purpose: message.purpose },
        `OTP ${message.code}`,
      );
    },
    latest: (mobileNumber) => sent.get(mobileNumber),
  };
}
