import { readRaw, scopedKey, watchStorageWrites, writeRaw } from './storage';

export type Area = 'local' | 'session';

/** The stored values a host's pages render with: their areas and keys. */
export type Rendered = readonly (readonly [Area, string])[];

/** A host's page cookie: its name and the stored values it keeps. */
export interface PageCookie {
  name: string;
  rendered: Rendered;
}

/**
 * The stored values a page's first render reads: signed in and as whom, the order type, the
 * island, the chosen point, the order's note (at most 100 characters). The page server renders
 * a page with them (its request's storage: scopeStorage), so the page it sends is the one the
 * browser's first render makes. Not the cart: it could outgrow a cookie's 4 KB (the page server
 * reads it from the API).
 */
export const RENDERED: Rendered = [
  ['local', 'session'],
  ['local', 'currentLocation'],
  ['local', 'chosenLocation'],
  ['local', 'additionalInfo'],
  ['session', 'deliveryType'],
];

/** The cookie the shell's pages keep their rendered values in (and `island_eats_page_tab`). */
export const PAGE_COOKIE: PageCookie = { name: 'island_eats_page', rendered: RENDERED };

/** A cookie's longest value a browser keeps (4 KB with its name); a longer one is dropped. */
const MAX_COOKIE_BYTES = 4000;

/** As long as localStorage keeps them: until a logout or a change replaces them. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * One cookie per storage area: the tab's values (sessionStorage: the order type) in a cookie
 * that ends with the browser's session, as they do; the rest for 30 days. Lax, not Strict: a
 * customer who follows a link from another site must get their own page, not a guest's.
 */
export const cookieName = (name: string, area: Area) => (area === 'local' ? name : `${name}_tab`);

function writeCookie({ name, rendered }: PageCookie, area: Area): void {
  const values: Record<string, string> = {};
  for (const [kind, key] of rendered) {
    const raw = kind === area ? readRaw(kind, key) : null;
    if (raw !== null) values[scopedKey(kind, key)] = raw;
  }
  const value = encodeURIComponent(JSON.stringify(values));
  // too long to keep, the cookie goes: the page server then leaves the pages to the browser,
  // instead of rendering them with the values the browser kept before
  const lasting =
    value.length > MAX_COOKIE_BYTES
      ? '; Max-Age=0'
      : area === 'local'
        ? `; Max-Age=${MAX_AGE_S}`
        : '';
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName(name, area)}=${value}; Path=/${lasting}; SameSite=Lax${secure}`;
}

/**
 * From now on the page's rendered values are also the cookies `name` and `name`_tab of its
 * origin, written at once and on every change, here or in another tab. Only a host the page
 * server renders calls it, under its own name: apps opened on other ports of one host name
 * share its cookies.
 */
export function keepPageCookie(cookie: PageCookie): void {
  const writeBoth = () => {
    writeCookie(cookie, 'local');
    writeCookie(cookie, 'session');
  };
  watchStorageWrites((kind, key) => {
    if (cookie.rendered.some(([k, n]) => k === kind && n === key)) writeCookie(cookie, kind);
  });
  // another tab's login, logout or island
  window.addEventListener('storage', writeBoth);
  // The tab cookie is one for all the browser's tabs, each with its own sessionStorage: the
  // tab in front holds it, so the page it reloads is rendered with its order type; and a new
  // tab, whose sessionStorage starts empty, takes what its page was rendered with.
  const tabInFront = () => document.visibilityState === 'visible' && writeCookie(cookie, 'session');
  document.addEventListener('visibilitychange', tabInFront);
  window.addEventListener('focus', tabInFront);
  adoptTabValues(cookie);
  writeBoth();
}

/** The tab cookie's values for what this tab's sessionStorage does not hold yet. */
function adoptTabValues({ name, rendered }: PageCookie): void {
  const cookie = `; ${document.cookie}`.split(`; ${cookieName(name, 'session')}=`)[1];
  try {
    const values = JSON.parse(decodeURIComponent(cookie?.split(';')[0] ?? '{}')) as object;
    for (const [kind, key] of rendered) {
      const raw = (values as Record<string, unknown>)[scopedKey(kind, key)];
      if (kind === 'session' && typeof raw === 'string' && readRaw(kind, key) === null) {
        writeRaw(kind, key, raw);
      }
    }
  } catch {
    // not a cookie a page wrote: the tab keeps its own values
  }
}
