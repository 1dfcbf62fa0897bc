import { createContext } from 'react';

/**
 * A page's first reads, each by the name its `useRequest` gives it (`pageData`), as the page
 * server made them while it rendered the page: it hands their answers to the browser in the
 * page, so the page the browser hydrates shows the same data at once and does not read again.
 */
export interface PageData {
  /**
   * The answer of the read `key` the page was rendered with: `{ data }`; undefined when there is
   * none (the read failed on the server, or the browser's page is past its first render, when
   * a read is made afresh); on the server, while the read is under way, the promise the render
   * waits for.
   */
  take(key: string, load: () => Promise<unknown>): { data: unknown } | Promise<unknown> | undefined;
}

/** The id of the page's JSON block that carries the answers (written by the page server). */
export const PAGE_DATA_ID = 'page-data';

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
          () => (read.failed = true),
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

/**
 * The browser's: the answers the page came with, for its first render only. After the page
 * has hydrated (`pageHydrated`), a page that mounts reads its data afresh, as it always did.
 */
function browserPageData(): PageData & { hydrated(): void } {
  let answers: Record<string, unknown> | null = null;
  const read = () => {
    const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
    return block?.textContent ? (JSON.parse(block.textContent) as Record<string, unknown>) : {};
  };
  return {
    take(key) {
      answers ??= read();
      return Object.hasOwn(answers, key) ? { data: answers[key] } : undefined;
    },
    hydrated() {
      answers = {};
    },
  };
}

const inBrowser = /* @__PURE__ */ browserPageData();

/** Called once the page's first render has committed: its handed answers are spent. */
export const pageHydrated = () => inBrowser.hydrated();

/** The page's answers: the browser's by default, the request's on the page server. */
export const PageDataContext = /* @__PURE__ */ createContext<PageData>(inBrowser);
