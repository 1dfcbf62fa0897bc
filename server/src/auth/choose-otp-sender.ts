import { devMode } from '../dev-mode';
import { createDevOtpSender } from './otp-sender';
import type { OtpSender, SentCodes } from './otp-sender';
import { twilioOtpSender, twilioSettingsFromEnv } from './twilio-otp-sender';

/**
 * Twilio when its settings are set; else, in dev mode only, the dev sender (its codes readable
 * at the dev endpoint, never in the log). Production without a provider refuses to start (production-mode.ts); an app built
 * that way anyway sends nothing rather than write a code to the log.
 */
export function chooseOtpSender(
  sentCodes: SentCodes | undefined,
  env: NodeJS.ProcessEnv = process.env,
): OtpSender {
  const twilio = twilioSettingsFromEnv(env);
  if (twilio && !('missing' in twilio)) return twilioOtpSender(twilio);
  if (devMode(env)) return createDevOtpSender(sentCodes);
  return {
    async send() {
      throw new Error('no SMS provider is configured (TWILIO_ACCOUNT_SID, ...)');
    },
  };
}
