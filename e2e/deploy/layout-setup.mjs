import { remoteApps } from '@island-eats/build-config';
import { affinityPins, startDeployLayout } from '../../scripts/lib/deploy-layout.mjs';

/**
 * deploy/compose.yaml's layout on 127.0.0.1 (scripts/lib/deploy-layout.mjs), at 4080 +
 * E2E_PORT_SHIFT. The browser tests' helpers (support/site.ts) see it as the site: every app and
 * the API on nginx's one origin; restro-menu's guests' host, nginx's internal listener and each
 * API process's own address and metrics port are in E2E_DEPLOY.
 */
export default async function layoutSetup() {
  const layout = await startDeployLayout({ shift: Number(process.env.E2E_PORT_SHIFT || 100) });
  globalThis.__deployLayout = layout;
  const { siteUrl, restroUrl, internalUrl, apis } = layout;
  process.env.E2E_SITE = JSON.stringify({
    api: siteUrl,
    apps: {
      shell: siteUrl,
      ...Object.fromEntries(remoteApps.map((app) => [app.dir, `${siteUrl}/apps/${app.dir}`])),
    },
  });
  process.env.E2E_DEPLOY = JSON.stringify({
    restroUrl,
    internalUrl,
    apis: apis.map(({ name, url, pid, metricsUrl }) => ({ name, url, pid, metricsUrl })),
    pins: await affinityPins(
      siteUrl,
      apis.map((api) => api.name),
    ),
  });
}
