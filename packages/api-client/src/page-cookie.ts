import { readRaw, scopedKey, watchStorageWrites, writeRaw } from './storage';

export type Area = 'local' | 'session';

/** Where restro-menu keeps a tablet's staff session (its staff-session.ts). */
export const STAFF_SESSION_KEY = 'island_eats_staff';
/** Where restro-menu keeps the outlet of the table card a guest scanned (its guest-outlet.ts). */
export const GUEST_OUTLET_KEY = 'islandEats.restroOutletId';

/**
 * The stored values a page's first render reads: signed in and as whom, the order type, the
 * island, the chosen point, the order's note (at most 100 characters), and on restro-menu the
 * guest's outlet and the staff member signed in on a restaurant's tablet. The page server renders a page with them (its request's storage:
 * scopeStorage), so the page it sends is the one the browser's first render makes. Not the
 * cart: it could outgrow a cookie's 4 KB (the page server reads it from the API).
 */
export const RENDERED: readonly (readonly [Area, string])[] = [
  ['local', 'session'],
  ['local', 'currentLocation'],
  ['local', 'chosenLocation'],
  ['local', 'additionalInfo'],
  ['local', GUEST_OUTLET_KEY],
  ['local', STAFF_SESSION_KEY],
  ['session', 'deliveryType'],
];

/** The cookie the shell's pages keep their rendered values in (and `${PAGE_COOKIE}_tab`). */
export const PAGE_COOKIE = 'island_eats_page';

/** As long as localStorage keeps them: until a logout or a change replaces them. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * One cookie per storage area: the tab's values (sessionStorage: the order type) in a cookie
 * that ends with the browser's session, as they do; the rest for 30 days. Lax, not Strict: a
 * customer who follows a link from another site must get their own page, not a guest's.
 */
export const cookieName = (name: string, area: Area) => (area === 'local' ? name : `${name}_tab`);

function writeCookie(name: string, area: Area): void {
  const values: Record<string, string> = {};
  for (const [kind, key] of RENDERED) {
    const raw = kind === area ? readRaw(kind, key) : null;
    if (raw !== null) values[scopedKey(kind, key)] = raw;
  }
  const lasting = area === 'local' ? `; Max-Age=${MAX_AGE_S}` : '';
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName(name, area)}=${encodeURIComponent(JSON.stringify(values))}; Path=/${lasting}; SameSite=Lax${secure}`;
}

/**
 * From now on the page's rendered values are also the cookies `name` and `name`_tab of its
 * origin, written at once and on every change, here or in another tab. Only a host the page
 * server renders calls it, under its own name: apps opened on other ports of one host name
 * share its cookies.
 */
export function keepPageCookie(name: string): void {
  const writeBoth = () => {
    writeCookie(name, 'local');
    writeCookie(name, 'session');
  };
  watchStorageWrites((kind, key) => {
    if (RENDERED.some(([k, n]) => k === kind && n === key)) writeCookie(name, kind);
  });
  // another tab's login, logout or island
  window.addEventListener('storage', writeBoth);
  // The tab cookie is one for all the browser's tabs, each with its own sessionStorage: the
  // tab in front holds it, so the page it reloads is rendered with its order type; and a new
  // tab, whose sessionStorage starts empty, takes what its page was rendered with.
  const tabInFront = () => document.visibilityState === 'visible' && writeCookie(name, 'session');
  document.addEventListener('visibilitychange', tabInFront);
  window.addEventListener('focus', tabInFront);
  adoptTabValues(name);
  writeBoth();
}

/** The tab cookie's values for what this tab's sessionStorage does not hold yet. */
function adoptTabValues(name: string): void {
  const cookie = `; ${document.cookie}`.split(`; ${cookieName(name, 'session')}=`)[1];
  try {
    const values = JSON.parse(decodeURIComponent(cookie?.split(';')[0] ?? '{}')) as object;
    for (const [kind, key] of RENDERED) {
      const raw = (values as Record<string, unknown>)[scopedKey(kind, key)];
      if (kind === 'session' && typeof raw === 'string' && readRaw(kind, key) === null) {
        writeRaw(kind, key, raw);
      }
    }
  } catch {
    // not a cookie a page wrote: the tab keeps its own values
  }
}
