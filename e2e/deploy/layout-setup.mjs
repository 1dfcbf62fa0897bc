import { remoteApps } from '@island-eats/build-config';
import { startDeployLayout } from '../../scripts/lib/deploy-layout.mjs';

/** Cookie values of nginx's sticky routing that lead to each API process, found by asking. */
async function affinityPins(siteUrl, names) {
  const pins = {};
  for (let n = 0; n < 200 && Object.keys(pins).length < names.length; n += 1) {
    const value = `pin-${n}`;
    const response = await fetch(`${siteUrl}/api/v1/health`, {
      headers: { cookie: `ie_affinity=${value}` },
    });
    const name = response.headers.get('x-api-instance');
    if (name && !pins[name]) pins[name] = value;
  }
  if (Object.keys(pins).length < names.length) {
    throw new Error(
      `nginx sent no request to some of ${names.join(', ')}: ${JSON.stringify(pins)}`,
    );
  }
  return pins;
}

/**
 * deploy/compose.yaml's layout on 127.0.0.1 (scripts/lib/deploy-layout.mjs), at 4080 +
 * E2E_PORT_SHIFT. The browser tests' helpers (support/site.ts) see it as the site: every app and
 * the API on nginx's one origin.
 */
export default async function layoutSetup() {
  const layout = await startDeployLayout({ shift: Number(process.env.E2E_PORT_SHIFT || 100) });
  globalThis.__deployLayout = layout;
  const { siteUrl, apis } = layout;
  process.env.E2E_SITE = JSON.stringify({
    api: siteUrl,
    apps: {
      shell: siteUrl,
      ...Object.fromEntries(remoteApps.map((app) => [app.dir, `${siteUrl}/apps/${app.dir}`])),
    },
  });
  process.env.E2E_DEPLOY = JSON.stringify({
    apis: apis.map(({ name, url, pid }) => ({ name, url, pid })),
    pins: await affinityPins(
      siteUrl,
      apis.map((api) => api.name),
    ),
  });
}
