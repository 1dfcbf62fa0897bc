import type { OtpSender } from './auth/otp-sender';
import type { SessionCache } from './auth/session-cache';
import type { AnswerCache } from './cache/answer-cache';
import type { DataVersionReader } from './cache/data-versions';
import type { Db } from './db/db';
import type { PaymentProvider } from './payments/provider';
import type { OutletCache } from './restaurants/outlet-cache';

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
  /** The database's data versions: what every cache checks its entries against. */
  versions: DataVersionReader;
  /** Serialized answers: the catalogue's, and each customer's cart and order history. */
  answers: AnswerCache;
  /** Outlets as the carts, orders and menus look them up, read once per catalogue version. */
  outlets: OutletCache;
  /** Bearer tokens found live. */
  sessions: SessionCache;
  /** The apps' origins (APP_ORIGINS), the only places the wallet sends a payer back; first is the default. */
  appOrigins: readonly [string, ...string[]];
}
