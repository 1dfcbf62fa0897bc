import { devMode } from '../dev-mode';

/** The well-known staff key of development; production refuses to start with it. */
export const DEV_STAFF_KEY = 'dev-staff-key';

/** STAFF_KEY, or a well-known key in dev mode; production without STAFF_KEY has no staff calls. */
export function staffKeyFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.STAFF_KEY) return env.STAFF_KEY;
  return devMode(env) ? DEV_STAFF_KEY : null;
}
