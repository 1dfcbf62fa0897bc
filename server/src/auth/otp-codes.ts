import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import { minutesLeft } from '../http/rate-limits';
import { countLimitRefusal } from '../metrics/call-metrics';
import { OTP_MESSAGES, OTP_RULES } from './otp-rules';
import type { OtpPurpose } from './otp-sender';

export interface Phone {
  countryCode: string;
  mobileNumber: string;
}

export type IssueResult =
  | { kind: 'sent'; code: string; expiresAt: Date }
  | { kind: 'cooldown'; secondsLeft: number }
  | { kind: 'limited'; message: string };

/**
 * Six digits are easy to guess offline, so the hash only keeps the code out of casual reads;
 * the attempt limit is what protects it.
 */
function hashCode(phone: Phone, code: string): string {
  return createHash('sha256')
    .update(`${phone.countryCode}${phone.mobileNumber}:${code}`)
    .digest('hex');
}

async function countSince(db: Db, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM otp_codes WHERE ${where}`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * How long until the window holds one code fewer than its limit: when the code `over` places
 * after its oldest leaves it.
 */
async function windowWait(
  db: Db,
  where: string,
  params: unknown[],
  over: number,
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ sent_at: Date }>(
    `SELECT sent_at FROM otp_codes WHERE ${where}
      ORDER BY sent_at OFFSET $${params.length + 1} LIMIT 1`,
    [...params, over],
  );
  if (!row) return OTP_RULES.windowMs;
  return new Date(row.sent_at).getTime() + OTP_RULES.windowMs - now.getTime();
}

/** A new code for the phone and purpose, replacing the live one, within the send limits. */
export async function issueOtp(
  db: Db,
  request: { phone: Phone; purpose: OtpPurpose; ip: string; now: Date; maxPerIp: number },
): Promise<IssueResult> {
  const { phone, purpose, ip, now, maxPerIp } = request;
  const [latest] = await db.query<{ sent_at: Date }>(
    `SELECT sent_at FROM otp_codes
      WHERE country_code = $1 AND mobile_number = $2 AND purpose = $3
      ORDER BY sent_at DESC LIMIT 1`,
    [phone.countryCode, phone.mobileNumber, purpose],
  );
  const sinceLast = latest ? now.getTime() - new Date(latest.sent_at).getTime() : Infinity;
  if (sinceLast < OTP_RULES.resendCooldownMs) {
    countLimitRefusal('otp-cooldown');
    return {
      kind: 'cooldown',
      secondsLeft: Math.ceil((OTP_RULES.resendCooldownMs - sinceLast) / 1000),
    };
  }
  const windowStart = new Date(now.getTime() - OTP_RULES.windowMs);
  const perPhone = await countSince(
    db,
    'country_code = $1 AND mobile_number = $2 AND sent_at > $3',
    [phone.countryCode, phone.mobileNumber, windowStart],
  );
  if (perPhone >= OTP_RULES.maxPerPhonePerWindow) {
    const wait = await windowWait(
      db,
      'country_code = $1 AND mobile_number = $2 AND sent_at > $3',
      [phone.countryCode, phone.mobileNumber, windowStart],
      perPhone - OTP_RULES.maxPerPhonePerWindow,
      now,
    );
    countLimitRefusal('otp-phone');
    return { kind: 'limited', message: OTP_MESSAGES.phoneLimit(minutesLeft(wait)) };
  }
  const perIp = await countSince(db, 'requested_ip = $1 AND sent_at > $2', [ip, windowStart]);
  if (perIp >= maxPerIp) {
    const wait = await windowWait(
      db,
      'requested_ip = $1 AND sent_at > $2',
      [ip, windowStart],
      perIp - maxPerIp,
      now,
    );
    countLimitRefusal('otp-address');
    return { kind: 'limited', message: OTP_MESSAGES.ipLimit(minutesLeft(wait)) };
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + OTP_RULES.lifetimeMs);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE otp_codes SET consumed_at = $4
        WHERE country_code = $1 AND mobile_number = $2 AND purpose = $3 AND consumed_at IS NULL`,
      [phone.countryCode, phone.mobileNumber, purpose, now],
    );
    await tx.query(
      `INSERT INTO otp_codes
         (country_code, mobile_number, purpose, code_hash, sent_at, expires_at, requested_ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [phone.countryCode, phone.mobileNumber, purpose, hashCode(phone, code), now, expiresAt, ip],
    );
  });
  return { kind: 'sent', code, expiresAt };
}

interface LiveCode {
  id: number;
  code_hash: string;
  expires_at: Date;
  verified_at: Date | null;
}

async function liveCode(db: Db, phone: Phone, purpose: OtpPurpose): Promise<LiveCode | undefined> {
  const [row] = await db.query<LiveCode>(
    `SELECT id, code_hash, expires_at, verified_at FROM otp_codes
      WHERE country_code = $1 AND mobile_number = $2 AND purpose = $3 AND consumed_at IS NULL
      ORDER BY sent_at DESC LIMIT 1`,
    [phone.countryCode, phone.mobileNumber, purpose],
  );
  return row;
}

/** Marks the live code verified; the answer is null on success, else the message to show. */
export async function verifyOtp(
  db: Db,
  request: { phone: Phone; purpose: OtpPurpose; code: string; now: Date },
): Promise<string | null> {
  const { phone, purpose, code, now } = request;
  const live = await liveCode(db, phone, purpose);
  if (!live) return OTP_MESSAGES.missing;
  const matches = live.code_hash === hashCode(phone, code);
  // A second tap on Verify with the right code is not an error.
  if (live.verified_at && matches) return null;
  // Count the try before comparing, in one statement, so parallel guesses cannot exceed it.
  const counted = await db.query(
    'UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING id',
    [live.id, OTP_RULES.maxAttempts],
  );
  if (counted.length === 0) return OTP_MESSAGES.tooManyTries;
  if (new Date(live.expires_at) <= now) return OTP_MESSAGES.expired;
  if (!matches) return OTP_MESSAGES.invalid;
  await db.query('UPDATE otp_codes SET verified_at = $2 WHERE id = $1', [live.id, now]);
  return null;
}

/**
 * Uses up a verified code (sign-up, password reset) in one statement so it works once only.
 * Meant to run inside the caller's transaction: if the rest fails the code stays usable.
 */
/** The newest unused code of the phone and purpose, verified lately, matching `code`. */
const LIVE_VERIFIED_CODE = `SELECT id FROM otp_codes
   WHERE id = (SELECT id FROM otp_codes
                WHERE country_code = $1 AND mobile_number = $2 AND purpose = $3
                  AND consumed_at IS NULL
                ORDER BY sent_at DESC LIMIT 1)
     AND code_hash = $4 AND verified_at IS NOT NULL AND verified_at > $5`;

function liveVerifiedParams(request: {
  phone: Phone;
  purpose: OtpPurpose;
  code: string;
  now: Date;
}) {
  const { phone, purpose, code, now } = request;
  return [
    phone.countryCode,
    phone.mobileNumber,
    purpose,
    hashCode(phone, code),
    new Date(now.getTime() - OTP_RULES.verifiedUseMs),
  ];
}

/** Whether the code was verified and may still finish sign-up or a reset; uses nothing up. */
export async function isVerifiedOtp(
  db: Db,
  request: { phone: Phone; purpose: OtpPurpose; code: string; now: Date },
): Promise<boolean> {
  return (await db.query(LIVE_VERIFIED_CODE, liveVerifiedParams(request))).length > 0;
}

export async function consumeVerifiedOtp(
  db: Db,
  request: { phone: Phone; purpose: OtpPurpose; code: string; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE otp_codes SET consumed_at = $6 WHERE id = (${LIVE_VERIFIED_CODE}) RETURNING id`,
    [...liveVerifiedParams(request), request.now],
  );
  return rows.length > 0;
}

/**
 * Takes back the code issueOtp issued at `sentAt` when the sender could not deliver it: the
 * code it replaced is live again, and the send counts towards no limit or cooldown.
 */
export async function withdrawOtp(
  db: Db,
  request: { phone: Phone; purpose: OtpPurpose; sentAt: Date },
): Promise<void> {
  const { phone, purpose, sentAt } = request;
  const params = [phone.countryCode, phone.mobileNumber, purpose, sentAt];
  await db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM otp_codes
        WHERE country_code = $1 AND mobile_number = $2 AND purpose = $3 AND sent_at = $4`,
      params,
    );
    await tx.query(
      `UPDATE otp_codes SET consumed_at = NULL
        WHERE country_code = $1 AND mobile_number = $2 AND purpose = $3 AND consumed_at = $4`,
      params,
    );
  });
}
