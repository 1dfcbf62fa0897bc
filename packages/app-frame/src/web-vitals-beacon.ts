import { routePaths } from './route-paths';

/**
 * What the shell's Web Vitals beacon carries to POST /api/v1/vitals (issue 38): a page view's
 * LCP, INP, CLS and TTFB, each by the route pattern its page was loaded on. One contract for the
 * shell that sends it and the API that checks it: the names and routes are the API's metric
 * labels, so no beacon can make a new series.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** A path no route matches: the not-found page, the route table's catch-all. */
export const UNMATCHED_ROUTE = '*';
export type VitalsRoute = (typeof routePaths)[keyof typeof routePaths] | typeof UNMATCHED_ROUTE;
/** Every page's route pattern as the route table mounts it, never a URL (ids vary). */
export const VITALS_ROUTES: readonly VitalsRoute[] = [
  ...Object.values(routePaths),
  UNMATCHED_ROUTE,
];

/**
 * The largest value each vital may take: milliseconds for LCP, INP and TTFB (two minutes: a
 * page slower than that is counted at the limit), a layout-shift score for CLS.
 */
export const VITAL_MAX: Readonly<Record<VitalName, number>> = {
  LCP: 120_000,
  INP: 120_000,
  TTFB: 120_000,
  CLS: 10,
};

/** Entries one beacon may carry: the vitals of two page views (one restored from bfcache). */
export const VITALS_PER_BEACON = 8;

export interface Vital {
  name: VitalName;
  value: number;
  route: VitalsRoute;
}

export interface VitalsBeacon {
  vitals: Vital[];
}
