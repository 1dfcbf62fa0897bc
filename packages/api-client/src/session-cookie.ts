/**
 * The session's token as a cookie of the page's origin, so the page's server can paint a
 * customer's own page (their profile) with their data in its HTML, before any script has run
 * (build-config's session-token.mjs reads it, under the same name). The host whose server does
 * that keeps it in step with localStorage's session (session.ts keepSessionInCookie). Scripts
 * can read localStorage's copy anyway, so it is no HttpOnly cookie; Strict keeps it off every
 * request another site starts.
 */
export const SESSION_COOKIE = 'island_eats_session';

/** As long as a session stays in localStorage: until a logout or an expiry clears it. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/** Writes the cookie for `token`, or removes it (null); nothing where there is no document. */
export function writeSessionCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=${token ? encodeURIComponent(token) : ''}; Path=/; Max-Age=${token ? MAX_AGE_S : 0}; SameSite=Strict${secure}`;
}
