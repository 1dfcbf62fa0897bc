// A page's first reads, handed from the page server to the browser (app-frame's useRequest).

/**
 * The answer of a first read: its data, or the API's refusal (its errorMessage: 'Restaurant not
 * found.'), which the page shows in its place.
 */
export interface HandedAnswer<T = unknown> {
  data?: T;
  error?: string;
}

/**
 * A page's first reads, each by the name its `useRequest` gives it (`pageData`), as the page
 * server made them while it rendered the page: it hands their answers to the browser in the
 * page, so the page the browser hydrates shows the same data at once and does not read again.
 */
export interface PageData {
  /**
   * The answer of the read `key` the page was rendered with; undefined when there is none (the
   * API was not reached or failed, or the browser's page is past its first render, when a read
   * is made afresh). On the server, the promise of that answer, which the render waits for.
   */
  take(
    key: string,
    load: () => Promise<unknown>,
  ): HandedAnswer | Promise<HandedAnswer | undefined> | undefined;
  /**
   * The page server's: the page shows that what its address names does not exist (an unknown
   * outlet), and is answered with a 404.
   */
  markNotFound?(): void;
}

/** The id of the page's JSON block that carries the answers (written by the page server). */
export const PAGE_DATA_ID = 'page-data';

/**
 * The browser's: the answers the page came with, for its first render only. After the page
 * has hydrated (`pageHydrated`), a page that mounts reads its data afresh, as it always did.
 */
function browserPageData(): PageData & { hydrated(): void } {
  let answers: Record<string, HandedAnswer> | null = null;
  const read = () => {
    const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
    return block?.textContent ? (JSON.parse(block.textContent) as typeof answers) : {};
  };
  return {
    take(key) {
      answers ??= read() ?? {};
      return Object.hasOwn(answers, key) ? answers[key] : undefined;
    },
    hydrated() {
      answers = {};
    },
  };
}

const inBrowser = /* @__PURE__ */ browserPageData();

/** Called once the page's first render has committed: its handed answers are spent. */
export const pageHydrated = () => inBrowser.hydrated();

/**
 * On the page server, the answers of the request under way (its serverPageData): it renders
 * many requests at once. In a browser, none.
 */
let requestPageData: () => PageData | undefined = () => undefined;

/** The page server's, once at start: `current` gives the page data of the request under way. */
export function scopePageData(current: typeof requestPageData): void {
  requestPageData = current;
}

/**
 * The answers a page's first render takes (app-frame's useRequest): the request's on the page
 * server, the page's in a browser. Here, in the one api-client every app of the page shares,
 * so a remote's page takes what the host's page server handed.
 */
export const pageData = (): PageData => requestPageData() ?? inBrowser;
