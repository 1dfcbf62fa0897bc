/**
 * Resolves once the page has loaded and the browser is idle: for what a page works without at
 * first (live updates, the code of a dialog a click may open), so it never competes with the
 * page's first paint. A subpath of its own (ui/after-page-load): no first load needs it.
 */
export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
