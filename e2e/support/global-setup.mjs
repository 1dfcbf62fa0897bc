import { startSite } from '../../scripts/lib/site-process.mjs';

/** The browser tests' own copy of the site, on ports 100 above `pnpm start`'s. */
export default async function globalSetup() {
  const site = await startSite({ shift: 100 });
  globalThis.__site = site;
  process.env.E2E_SITE = JSON.stringify(site.urls);
}
