import { getSession, type UserProfile } from '@island-eats/api-client';

/**
 * What the session already holds of the customer's profile (everything but the picture): the
 * profile page shows it until getProfile answers, so its layout is final from the first paint.
 */
export function sessionProfile(): UserProfile | undefined {
  const session = getSession();
  if (!session) return undefined;
  const { token: _token, ...known } = session;
  return { ...known, image: null };
}
