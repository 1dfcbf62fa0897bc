import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { CLSMetric, INPMetric, LCPMetric, TTFBMetric } from 'web-vitals';
import {
  VITAL_MAX,
  VITALS_PER_BEACON,
  type Vital,
  type VitalsBeacon,
} from '@island-eats/app-frame/web-vitals-beacon';
import { routeOf } from './route-of';

type Measured = LCPMetric | INPMetric | CLSMetric | TTFBMetric;

/**
 * Keeps this page view's LCP, INP, CLS and TTFB as the web-vitals library measures them and
 * sends them to `url` in one beacon when the page is hidden (visibilitychange, or pagehide where
 * that comes first). Each figure goes once, as it stood when the page was first hidden after it
 * was measured: the API counts a page view once in its histograms. A view is the route pattern
 * its page was loaded on (the library's navigationURL): navigations inside the page are not
 * views of their own; a page restored from the back/forward cache is, at its URL then.
 */
export function reportWebVitals(url: string): void {
  const kept = new Map<string, Vital>();
  const sent = new Set<string>();
  const keep = (metric: Measured) => {
    if (sent.has(metric.id) || !Number.isFinite(metric.value)) return;
    const restored = metric.navigationType === 'back-forward-cache';
    kept.set(metric.id, {
      name: metric.name,
      // a page slower than the API's limit counts at the limit
      value: Math.min(Math.max(metric.value, 0), VITAL_MAX[metric.name]),
      route: routeOf((!restored && metric.navigationURL) || window.location.href),
    });
  };
  const send = () => {
    if (kept.size === 0) return;
    const beacon: VitalsBeacon = { vitals: [...kept.values()].slice(0, VITALS_PER_BEACON) };
    for (const id of kept.keys()) sent.add(id);
    kept.clear();
    // text (text/plain) crosses to an API on another origin without a CORS preflight
    navigator.sendBeacon?.(url, JSON.stringify(beacon));
  };

  // every change, not only the last: this code may load after the page was hidden, when the
  // library would otherwise wait for the next time it is hidden
  onLCP(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  onCLS(keep, { reportAllChanges: true });
  onTTFB(keep);
  // on window, bubbling: after the library's own listeners have taken their last entries
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
  // loaded while hidden: what the browser kept reaches the library in a task or two
  if (document.visibilityState === 'hidden') {
    setTimeout(() => document.visibilityState === 'hidden' && send(), 250);
  }
}
