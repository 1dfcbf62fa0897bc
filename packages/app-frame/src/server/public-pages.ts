import type { RenderedPage } from './node-host';

/** Renders under way at once: a visitor asking for endless made-up addresses fills no memory. */
const MOST_SHARED = 500;

interface Rendering {
  /** the nonce the page is rendered with, in its style elements (and any script React writes) */
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
 * Public pages (`/`, a menu: rendered with no visitor's values): visitors who ask for one while
 * it is being rendered get that render, each with their own nonce. A burst of new visitors (an
 * ad, a shared link) then costs a render of a 200 KB list now and then rather than one each,
 * which a page server's core cannot give past ~25 a second (pnpm bench:deploy: a p99 of 9.8 s
 * and timeouts at 100 at once). Nothing is kept once sent: a page is never older than its
 * render, so an outlet its staff reopened shows open on the next load.
 */
export function publicPages() {
  const rendering = new Map<string, Rendering>();
  return (
    key: string,
    nonce: string,
    render: () => Promise<RenderedPage | null>,
  ): Promise<RenderedPage | null> => {
    let shared = rendering.get(key);
    if (!shared) {
      const mine: Rendering = { nonce, page: render() };
      shared = mine;
      if (rendering.size < MOST_SHARED) rendering.set(key, mine);
      const done = () => rendering.get(key) === mine && rendering.delete(key);
      mine.page.then(done, done);
    }
    const { nonce: renderedWith, page } = shared;
    return page.then((rendered) => rendered && withNonce(rendered, renderedWith, nonce));
  };
}
