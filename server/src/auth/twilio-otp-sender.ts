import type { OtpMessage, OtpSender } from './otp-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164, e.g. +13405550000) or a Messaging Service SID (MG...). */
  from: string;
  /** https://api.twilio.com; a test names its fake. */
  baseUrl: string;
}

/** A provider that has not answered by then is not going to: the customer can ask again. */
const SEND_TIMEOUT_MS = 10_000;

/** The settings that make Twilio the sender, all three or none. */
export const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/** Twilio's settings from the environment; null when none is set, the names missing otherwise. */
export function twilioSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): TwilioSettings | { missing: string[] } | null {
  const missing = TWILIO_SETTINGS.filter((name) => !env[name]);
  if (missing.length === TWILIO_SETTINGS.length) return null;
  if (missing.length > 0) return { missing };
  return {
    accountSid: env.TWILIO_ACCOUNT_SID as string,
    authToken: env.TWILIO_AUTH_TOKEN as string,
    from: env.TWILIO_FROM as string,
    baseUrl: (env.TWILIO_BASE_URL || 'https://api.twilio.com').replace(/\/+$/, ''),
  };
}

function smsText(message: OtpMessage): string {
  return `Your Island Eats code is ${message.code}. Never share it: we will not ask for it.`;
}

/**
 * Sends the code by SMS with Twilio's Messages API. The code goes to Twilio and the phone only:
 * neither the log lines nor the errors of this sender carry it (or the message's text).
 */
export function twilioOtpSender(settings: TwilioSettings): OtpSender {
  const url = `${settings.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const fromField = settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    async send(message, log) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          To: `${message.countryCode}${message.mobileNumber}`,
          [fromField]: settings.from,
          Body: smsText(message),
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number };
      if (!response.ok) {
        throw new Error(`Twilio refused the message: HTTP ${response.status}, code ${answer.code}`);
      }
      log.info({ purpose: message.purpose, sid: answer.sid }, 'OTP sent by SMS');
    },
  };
}
