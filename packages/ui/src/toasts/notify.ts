import type { ToastOptions } from 'react-toastify';

// react-toastify is ~9 KB gz that the first load of a page almost never needs: it loads with
// the first toast, and so does the page's one container (<Toasts />). Every app toasts through
// here; this module is in the shared ui singleton, so the flag below is one per page.

type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // a toast raised before the container mounts waits in react-toastify's queue until it does
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}

/** SPEC.md §9's toasts: top right, 3 s, drag to dismiss (the container's settings). */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

/** Whether anything has toasted yet on this page: the container mounts from then on. */
export const toastsWanted = (): boolean => wanted;

export function subscribeToToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
