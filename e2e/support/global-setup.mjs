import { startSite } from '../../scripts/lib/site-process.mjs';

/**
 * The browser tests' own copy of the site, on ports 100 above `pnpm start`'s (E2E_PORT_SHIFT
 * moves it, so two checkouts can run their browser tests side by side).
 */
export default async function globalSetup() {
  const site = await startSite({ shift: Number(process.env.E2E_PORT_SHIFT || 100) });
  globalThis.__site = site;
  process.env.E2E_SITE = JSON.stringify(site.urls);
}
