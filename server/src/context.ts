import type { OtpSender } from './auth/otp-sender';
import type { Db } from './db/db';
import type { PaymentProvider } from './payments/provider';

/** What route handlers need besides the request: built once by buildApp. */
export interface AppContext {
  db: Db;
  /** Origin image URLs are built on, without a trailing slash. */
  publicUrl: string;
  loginActive: boolean;
  /** The clock; tests pin it to check opening hours. */
  now: () => Date;
  /** Delivers sign-up and password-reset codes. */
  otpSender: OtpSender;
  /** Codes one address may request per hour. */
  otpMaxPerIp: number;
  /** The sandbox by default, PayPal when configured (payments/choose-provider.ts). */
  payments: PaymentProvider;
  /** The x-staff-key staff calls need; null turns those calls off. */
  staffKey: string | null;
}
