/** The CSS variable below which the page's toasts open (set by useToastsBelow, read by Toasts). */
export const TOASTS_TOP = '--toasts-top';
