import { isApiError, isTransientFailure } from './api-error';
import type { HandedAnswer, PageData } from './page-data';

/** A read the page server started: the promise of its answer (none: it failed), and the answer. */
interface Read {
  promise: Promise<HandedAnswer | undefined>;
  answer?: HandedAnswer;
}

/**
 * The page server's, one per request: a read starts once per name and the render waits for it
 * (React renders again when it settles). The API's refusal is an answer the page shows (its
 * errorMessage); a read that failed otherwise (the API not reached, a 5xx) renders as not yet
 * answered, and the browser makes it. `answers()` is what the page hands to the browser;
 * `notFound()` says whether the page said it shows 'not found' (`markNotFound`).
 *
 * A read is always taken as its promise, answered or not: React's `use` knows a component's
 * promises by their order, and takes a settled read's place for the next one's if the settled
 * one is left out (a page's second read was lost so).
 */
export function serverPageData(): PageData & {
  answers(): Record<string, HandedAnswer>;
  notFound(): boolean;
} {
  const reads = new Map<string, Read>();
  let notFound = false;
  return {
    take(key, load) {
      const known = reads.get(key);
      if (known) return known.promise;
      const read: Read = {
        promise: load().then(
          (data) => (read.answer = { data }),
          (reason: unknown) => {
            if (isApiError(reason) && reason.kind === 'server' && !isTransientFailure(reason)) {
              return (read.answer = { error: reason.errorMessage });
            }
            // the browser makes it; why it failed here is the page server's to tell
            console.warn(`[page-server] the first read ${key} failed:`, String(reason));
            return undefined;
          },
        ),
      };
      reads.set(key, read);
      return read.promise;
    },
    answers: () =>
      Object.fromEntries(
        [...reads].flatMap(([key, read]) => (read.answer ? [[key, read.answer]] : [])),
      ),
    markNotFound: () => void (notFound = true),
    notFound: () => notFound,
  };
}
