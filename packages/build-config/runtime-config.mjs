import { apps, remoteApps } from './apps.mjs';

/** The environment variable naming where an app is served: MENU_CART_URL. */
export const envName = (app) => `${app.dir.toUpperCase().replace(/-/g, '_')}_URL`;

/** Where an app is served: `<APP>_URL` from the environment, else localhost on its port. */
export function appOrigin(app, env = process.env) {
  return env[envName(app)] ?? `http://localhost:${app.port}`;
}

/**
 * The `/config.json` every app serves, made from the environment at start so nothing
 * environment-specific is baked into a build (DESIGN.md §2). With SITE_URL set, the
 * one-origin layout of deploy/ (siteConfig); else each app on its own origin (`pnpm start`).
 */
export function runtimeConfig(env = process.env) {
  if (env.SITE_URL) return siteConfig(env);
  const api = env.API_URL ?? 'http://localhost:4000';
  return {
    apiBase: `${api}/api/v1`,
    imageBase: env.IMAGE_BASE_URL ?? api,
    socketUrl: env.SOCKET_URL ?? api,
    socketPath: '/prodsocket/io',
    mapsKey: env.GOOGLE_MAPS_KEY ?? '',
    restroMenuUrl: appOrigin(
      apps.find((app) => app.dir === 'restro-menu'),
      env,
    ),
    remotes: Object.fromEntries(
      remoteApps.map((app) => [app.name, `${appOrigin(app, env)}/mf-manifest.json`]),
    ),
  };
}

/**
 * The runtime config of deploy/'s layout, as browsers see it: the API (`/api/v1`, `/images/`,
 * socket.io) and every remote (`/apps/<app>/`) under SITE_URL, and restro-menu's guests on
 * RESTRO_MENU_URL, the host nginx serves restro-menu's standalone pages on (SITE_URL without).
 */
function siteConfig(env = process.env) {
  const site = env.SITE_URL.replace(/\/+$/, '');
  const origins = { API_URL: site, GOOGLE_MAPS_KEY: env.GOOGLE_MAPS_KEY };
  for (const app of remoteApps) origins[envName(app)] = `${site}/apps/${app.dir}`;
  const restroMenuUrl = (env.RESTRO_MENU_URL || site).replace(/\/+$/, '');
  return { ...runtimeConfig(origins), restroMenuUrl };
}

export { apps };
