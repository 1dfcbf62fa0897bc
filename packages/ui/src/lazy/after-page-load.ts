/**
 * Resolves once the page has loaded and the browser is idle: for what a page works without at
 * first (live updates, the code of a dialog a click may open), so it never competes with the
 * page's first paint and its first data. A subpath of its own (ui/after-page-load): no first
 * load needs it.
 */
export function afterPageLoad(): Promise<void> {
  return pageLoaded().then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window)
          window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 200);
      }),
  );
}

function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}
