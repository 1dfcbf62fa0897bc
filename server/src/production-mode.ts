import { DEV_STAFF_KEY } from './staff/staff-key';

/** A staff key shorter than this is guessable. */
const MIN_STAFF_KEY_LENGTH = 16;

/**
 * Why this environment must not run the API in production (NODE_ENV=production), one sentence
 * an operator can act on per problem; none outside production. The development aids that
 * production simply turns off (the OTP code reader, the default staff key) are not problems.
 */
export function productionProblems(
  env: NodeJS.ProcessEnv = process.env,
  entryFile: string = __filename,
): string[] {
  if (env.NODE_ENV !== 'production') return [];
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
  // a TypeScript loader (tsx) compiles every file at start and on each import: build instead
  if (entryFile.endsWith('.ts')) {
    problems.push(
      'The API runs from its TypeScript sources: build it (pnpm --filter @island-eats/server ' +
        'build) and run node server/dist/main.js.',
    );
  }
  return problems;
}
