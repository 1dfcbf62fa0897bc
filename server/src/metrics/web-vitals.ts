import { Histogram } from 'prom-client';
import type { Vital } from '@island-eats/app-frame/web-vitals-beacon';
import { registry } from './metrics';

// Real customers' page views (the shell's beacons, routes/vitals.ts), for Prometheus to read
// their p75 per route: histogram_quantile(0.75, sum by (le, route, metric) (rate(..._bucket[1h]))).
// The labels are the beacon contract's route patterns and names, checked before they get here.

// Around each vital's own "good" and "poor" thresholds (web.dev): INP 0.2 / 0.5 s, TTFB 0.8 /
// 1.8 s, LCP 2.5 / 4 s.
const VITAL_SECONDS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 1.8, 2, 2.5, 3, 4, 6, 10, 20];
// CLS: good up to 0.1, poor above 0.25
const SHIFT_SCORES = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

const vitalSeconds = new Histogram({
  name: 'island_eats_web_vitals_seconds',
  help:
    "Real customers' page views by the route pattern they loaded on: LCP, INP and TTFB " +
    '(metric), as the browser measured them (the web-vitals library)',
  labelNames: ['metric', 'route'] as const,
  buckets: VITAL_SECONDS,
  registers: [registry],
});

const layoutShift = new Histogram({
  name: 'island_eats_web_vitals_cls',
  help: "Real customers' page views by the route pattern they loaded on: CLS, a unitless score",
  labelNames: ['route'] as const,
  buckets: SHIFT_SCORES,
  registers: [registry],
});

/** One beacon's vitals into the histograms: milliseconds as seconds, CLS as it is. */
export function observeVitals(vitals: readonly Vital[]): void {
  for (const { name, value, route } of vitals) {
    if (name === 'CLS') layoutShift.observe({ route }, value);
    else vitalSeconds.observe({ metric: name, route }, value / 1000);
  }
}
