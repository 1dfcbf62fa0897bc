import type { RuntimeConfig } from '@island-eats/app-frame';

// What a visitor does first (it also ends the page's LCP, so the figures are ready to read),
// or the page first hidden without it.
const STARTS = ['pointerdown', 'keydown', 'visibilitychange'];

/**
 * Sends this page view's Web Vitals to the API (report-web-vitals.ts) when the runtime config
 * samples it (vitalsSampleRate; 0: never). Their code is no part of the page's first load: it
 * loads at the visitor's first input, or when the page is first hidden without one. The
 * web-vitals library reads what the browser kept since the page began (its paints, layout
 * shifts, navigation timing and slow inputs), so code that loads late still measures the whole
 * view; a view closed before any input sends nothing, as its page is gone before the code comes.
 */
export function startWebVitals(
  { apiBase, vitalsSampleRate }: Pick<RuntimeConfig, 'apiBase' | 'vitalsSampleRate'>,
  random = Math.random,
): void {
  if (!(random() < vitalsSampleRate)) return;
  const start = () => {
    for (const type of STARTS) removeEventListener(type, start, true);
    import(/* webpackChunkName: "web-vitals" */ './report-web-vitals').then(
      ({ reportWebVitals }) => reportWebVitals(`${apiBase}/vitals`),
      // a figure is not worth an error: the next page view tries again
      () => undefined,
    );
  };
  // on the window, capturing: the document's visibilitychange passes it on the way
  for (const type of STARTS) addEventListener(type, start, { capture: true, passive: true });
}
