import { twilioSettingsFromEnv } from './auth/twilio-otp-sender';
import { DEV_MODE_SETTING, devMode } from './dev-mode';
import { DEV_STAFF_KEY } from './staff/staff-key';

/** A staff key shorter than this is guessable. */
const MIN_STAFF_KEY_LENGTH = 16;

/**
 * Why this environment must not run the API, one sentence an operator can act on per problem.
 * Production is the mode of every API not started with ISLAND_EATS_DEV=1 (dev-mode.ts), so a
 * forgotten setting is caught here, never run with a development aid. The aids production
 * simply turns off (the OTP code reader, the default staff key) are not problems; what it
 * would need them for (a way to send codes, a payment provider, a staff key) is.
 */
export function productionProblems(
  env: NodeJS.ProcessEnv = process.env,
  entryFile: string = __filename,
): string[] {
  if (devMode(env)) {
    return env.NODE_ENV === 'production'
      ? [
          `${DEV_MODE_SETTING}=1 turns on the development aids (the OTP code reader, the ` +
            `default staff key, the sandbox) and NODE_ENV=production says this is production: ` +
            `unset ${DEV_MODE_SETTING}.`,
        ]
      : [];
  }
  const problems: string[] = [];
  if (env.STAFF_KEY === DEV_STAFF_KEY) {
    problems.push(`STAFF_KEY is the development key "${DEV_STAFF_KEY}": set a secret of your own.`);
  } else if (env.STAFF_KEY !== undefined && env.STAFF_KEY.length < MIN_STAFF_KEY_LENGTH) {
    problems.push(`STAFF_KEY is shorter than ${MIN_STAFF_KEY_LENGTH} characters.`);
  }
  if (!(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) && env.ALLOW_SANDBOX_PAYMENTS !== '1') {
    problems.push(
      'PayPal is not configured: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or ' +
        'ALLOW_SANDBOX_PAYMENTS=1 to take sandbox (test) payments on purpose.',
    );
  }
  const twilio = twilioSettingsFromEnv(env);
  if (twilio === null) {
    problems.push(
      'No SMS provider sends the one-time codes (production never writes them to the log): ' +
        'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
    );
  } else if ('missing' in twilio) {
    problems.push(`Twilio is half configured: set ${twilio.missing.join(' and ')} too.`);
  }
  if (!env.APP_ORIGINS) {
    problems.push(
      "APP_ORIGINS is not set: name the shell's and restro-menu's origins (comma-separated, " +
        'e.g. https://eats.example.com), the only places the wallet sends a payer back to.',
    );
  }
  // a TypeScript loader (tsx) compiles every file at start and on each import: build instead
  if (entryFile.endsWith('.ts')) {
    problems.push(
      'The API runs from its TypeScript sources: build it (pnpm --filter @island-eats/server ' +
        'build) and run node server/dist/main.js.',
    );
  }
  return problems;
}
