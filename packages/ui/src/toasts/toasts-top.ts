// The CSS variables below which the page's toasts open (set by useToastsBelow, read by Toasts).

/** What an open panel asks to keep clear, e.g. the cart panel's first line. */
export const TOASTS_TOP = '--toasts-top';

/** The bottom of a header that may be taller than the usual one (restro-menu's wraps on a phone). */
export const TOASTS_HEADER = '--toasts-header';
