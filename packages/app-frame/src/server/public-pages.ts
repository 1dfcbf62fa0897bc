import type { RenderedPage } from './node-host';

/** How long a page rendered with no visitor's values serves every visitor who asks for it. */
export const PUBLIC_PAGE_MS = 5_000;
/** Addresses kept at once: a visitor asking for endless made-up addresses fills no memory. */
const MOST_KEPT = 500;

interface Kept {
  until: number;
  /** the nonce the page was rendered with, in its style elements (and any script React wrote) */
  nonce: string;
  page: Promise<RenderedPage | null>;
}

/** `page` as rendered with `was`, for a response whose nonce (CSP) is `now`. */
const withNonce = (page: RenderedPage, was: string, now: string): RenderedPage => ({
  ...page,
  html: page.html.replaceAll(was, now),
  styles: page.styles.replaceAll(was, now),
});

/**
 * Public pages (`/`, a menu: rendered with no visitor's values) rendered once for all who ask
 * within PUBLIC_PAGE_MS: a burst of new visitors (an ad, a link shared) costs one render of a
 * 200 KB list rather than one each, which a page server's core cannot give past ~25 a second.
 * Visitors asking at once wait for the one render. A render that failed, or in which a remote
 * was not there in time (its fallback), is not kept.
 */
export function publicPages() {
  const kept = new Map<string, Kept>();
  return (
    key: string,
    nonce: string,
    render: () => Promise<RenderedPage | null>,
  ): Promise<RenderedPage | null> => {
    const now = Date.now();
    let entry = kept.get(key);
    if (!entry || entry.until <= now) {
      for (const [old, { until }] of kept) if (until <= now) kept.delete(old);
      entry = { until: now + PUBLIC_PAGE_MS, nonce, page: render() };
      const mine = entry;
      if (kept.size < MOST_KEPT) kept.set(key, mine);
      const drop = () => kept.get(key) === mine && kept.delete(key);
      mine.page.then((page) => page && page.modules.unavailable.length > 0 && drop(), drop);
    }
    const { nonce: renderedWith, page } = entry;
    return page.then((rendered) => rendered && withNonce(rendered, renderedWith, nonce));
  };
}
