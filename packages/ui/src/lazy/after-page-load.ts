/**
 * Resolves once the page has loaded and the browser is idle: for what a page works without at
 * first (live updates, the code of a dialog a click may open), so it never competes with the
 * page's first paint. A subpath of its own (ui/after-page-load): no first load needs it.
 *
 * Loaded means the page's `load` event and, on a page whose code waits for its paint
 * (build-config's start-after-paint.js), all of that code: its scripts and its remote's
 * preloads, which the `load` event may come before.
 */
export function afterPageLoad(): Promise<void> {
  return Promise.all([pageLoaded(), codeLoaded()]).then(
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

function codeLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const waits = document.getElementById('after-paint') !== null;
    if (!waits || document.documentElement.dataset.code === 'loaded') resolve();
    else window.addEventListener('after-paint-load', () => resolve(), { once: true });
  });
}
