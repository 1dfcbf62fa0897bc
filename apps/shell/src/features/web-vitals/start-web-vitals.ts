import type { RuntimeConfig } from '@island-eats/app-frame';

// What a visitor does first: it also ends the page's LCP, so the figures are ready to read.
const INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * Sends this page view's Web Vitals to the API (report-web-vitals.ts) when the runtime config
 * samples it (vitalsSampleRate; 0: never). Their code is no part of the page's first load: it
 * loads at the visitor's first input, or when the page is first hidden without one. The
 * web-vitals library reads what the browser kept since the page began (its paints, layout
 * shifts, navigation timing and slow inputs), so code that loads late still measures the whole
 * view; a view closed before any input sends nothing, as its page is gone before the code comes.
 */
export function startWebVitals(
  config: Pick<RuntimeConfig, 'apiBase' | 'vitalsSampleRate'>,
  random = Math.random,
): void {
  if (!(random() < config.vitalsSampleRate)) return;
  const start = () => {
    for (const type of INPUTS) removeEventListener(type, start, true);
    document.removeEventListener('visibilitychange', startWhenHidden);
    import(/* webpackChunkName: "web-vitals" */ './report-web-vitals').then(
      ({ reportWebVitals }) => reportWebVitals(`${config.apiBase}/vitals`),
      // a figure is not worth an error: the next page view tries again
      () => undefined,
    );
  };
  const startWhenHidden = () => {
    if (document.visibilityState === 'hidden') start();
  };
  for (const type of INPUTS) addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('visibilitychange', startWhenHidden);
}
