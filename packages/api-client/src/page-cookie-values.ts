// The page server's half of the page cookie (page-cookie.ts): kept out of the shared api-client
// entry, which every page loads whole.
import { cookieName, type PageCookie } from './page-cookie';
import { scopedKey } from './storage';

function cookieValue(cookieHeader: string, name: string): unknown {
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return JSON.parse(decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      return null; // not one a page wrote
    }
  }
  return null;
}

/**
 * The page server's: a request's rendered values from its Cookie header, as scopeStorage takes
 * them. Only the values a page writes there, and only as text: a cookie is the visitor's to
 * change.
 */
export function pageCookieValues(cookieHeader: string | undefined, { name, rendered }: PageCookie) {
  const values = new Map<string, string>();
  for (const area of ['local', 'session'] as const) {
    const written = cookieValue(cookieHeader ?? '', cookieName(name, area));
    if (typeof written !== 'object' || written === null) continue;
    for (const [kind, key] of rendered) {
      const raw = (written as Record<string, unknown>)[scopedKey(kind, key)];
      if (kind === area && typeof raw === 'string') values.set(scopedKey(kind, key), raw);
    }
  }
  return values;
}

/**
 * Whether the request's browser keeps its page's values in `cookie` (keepPageCookie): without
 * it, the page server cannot know who is signed in there (a session kept before the cookie
 * was), and leaves a guarded page to the browser.
 */
export const hasPageCookie = (cookieHeader: string | undefined, cookie: PageCookie) =>
  cookieValue(cookieHeader ?? '', cookie.name) !== null;
