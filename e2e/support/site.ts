/** The URLs of the site copy that global-setup started (scripts/lib/site-process.mjs). */
interface SiteUrls {
  api: string;
  apps: Record<string, string>;
  /** The API's GET /metrics (Prometheus' text format), where the site copy serves them. */
  metrics?: string;
}

function urls(): SiteUrls {
  const raw = process.env.E2E_SITE;
  if (!raw) throw new Error('E2E_SITE is not set: run the browser tests with e2e/jest.config.cjs');
  return JSON.parse(raw) as SiteUrls;
}

export const site = urls();
export const appUrl = (dir: string) => {
  const url = site.apps[dir];
  if (!url) throw new Error(`no app ${dir}`);
  return url;
};
export const shellUrl = appUrl('shell');
export const apiUrl = site.api;
export const metricsUrl = () => {
  if (!site.metrics) throw new Error('this site copy serves no metrics');
  return site.metrics;
};
