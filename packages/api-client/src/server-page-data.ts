import type { PageData } from './page-data';

/** A read the page server started: its answer once it has one, or that it failed. */
interface Read {
  promise: Promise<unknown>;
  answer?: { data: unknown };
  failed?: true;
}

/**
 * The page server's, one per request: a read starts once per name and the render waits for it
 * (React renders again when it settles); a failed read renders as not yet answered, and the
 * browser makes it. `answers()` is what the page hands to the browser.
 */
export function serverPageData(): PageData & { answers(): Record<string, unknown> } {
  const reads = new Map<string, Read>();
  return {
    take(key, load) {
      const known = reads.get(key);
      if (known) return known.answer ?? (known.failed ? undefined : known.promise);
      const read: Read = {
        promise: load().then(
          (data) => (read.answer = { data }),
          (reason: unknown) => {
            // the browser makes it; why it failed here is the page server's to tell
            console.warn(`[page-server] the first read ${key} failed:`, String(reason));
            read.failed = true;
          },
        ),
      };
      reads.set(key, read);
      return read.promise;
    },
    answers: () =>
      Object.fromEntries(
        [...reads].flatMap(([key, read]) => (read.answer ? [[key, read.answer.data]] : [])),
      ),
  };
}
