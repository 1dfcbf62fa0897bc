import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSite } from '../../scripts/lib/site-process.mjs';

/**
 * The browser tests' own copy of the site, on ports 100 above `pnpm start`'s (E2E_PORT_SHIFT
 * moves it, so two checkouts can run their browser tests side by side). What it prints (the
 * API's log, every call logged as production may log it) is kept in a file for the secrets
 * check at the end (global-teardown.mjs).
 */
export default async function globalSetup() {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'island-eats-e2e-log-')), 'site.log');
  const shift = Number(process.env.E2E_PORT_SHIFT || 100);
  // the API's metrics on a port of their own, as deployed (server/src/metrics)
  const metricsPort = 9400 + shift;
  const site = await startSite({
    shift,
    logFile,
    env: { LOG_LEVEL: 'info', LOG_REQUESTS: '1', METRICS_PORT: String(metricsPort) },
  });
  globalThis.__site = site;
  globalThis.__siteLog = logFile;
  process.env.E2E_SITE = JSON.stringify({
    ...site.urls,
    metrics: `http://127.0.0.1:${metricsPort}/metrics`,
  });
}
