// A customer's session as the app servers see it: the page's request carries its token in a
// cookie (api-client's session-cookie.ts writes it beside localStorage's session), and the
// shell's page passes it on to the remote that paints the page, as a bearer token
// (remote-hints.mjs), for the reads that remote's renderer makes for that customer.

/** api-client's SESSION_COOKIE. */
export const SESSION_COOKIE = 'island_eats_session';

/** The session's token in a Cookie header; undefined without one. */
export function sessionTokenOf(cookieHeader) {
  for (const pair of String(cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim()) || undefined;
    } catch {
      return undefined; // not one the page wrote
    }
  }
  return undefined;
}

/** The `Authorization` header's value for a session's token (bearerTokenOf reads it). */
export const asBearer = (token) => `Bearer ${token}`;

/** The token of an `Authorization: Bearer` header; undefined without one. */
export function bearerTokenOf(authorization) {
  const match = /^Bearer (\S+)$/.exec(String(authorization ?? ''));
  return match?.[1];
}
