/**
 * Resolves once the browser is idle: for what a page works without at first (live updates, the
 * code of a dialog a click may open), called from an effect, so after hydration. It does not wait
 * for the page's load event: that waits for every picture, which on a phone's network comes
 * seconds after the page works, and a tap on Add would wait for its dialog's code as long. A
 * subpath of its own (ui/when-idle): no first load needs it.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}
