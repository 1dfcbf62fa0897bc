import { apps, remoteApps } from './apps.mjs';

/** @typedef {import('./apps.mjs').App} App */
/**
 * app-frame's RuntimeConfig (remote-contracts.ts), with the remotes by any name: the page server
 * takes this as a RuntimeConfig, so the root's typecheck fails when a field of that one is
 * missing here or typed otherwise.
 * @typedef {{ apiBase: string, imageBase: string, socketUrl: string, socketPath: string,
 *   mapsKey: string, restroMenuUrl: string, vitalsSampleRate: number,
 *   remotes: Record<string, string> }} RuntimeConfig
 */
/** @typedef {Partial<Record<string, string>>} Env */

/**
 * The environment variable naming where an app is served: MENU_CART_URL.
 * @param {Pick<App, 'dir'>} app
 */
export const envName = (app) => `${app.dir.toUpperCase().replace(/-/g, '_')}_URL`;

/**
 * Where an app is served: `<APP>_URL` from the environment, else localhost on its port.
 * @param {App} app
 * @param {Env} [env]
 * @returns {string}
 */
export function appOrigin(app, env = process.env) {
  return env[envName(app)] ?? `http://localhost:${app.port}`;
}

/**
 * The share of page views whose Web Vitals the shell sends (VITALS_SAMPLE_RATE, 0 to 1): every
 * one unless set; 0 sends none.
 * @param {string | undefined} text
 * @returns {number}
 */
function vitalsSampleRate(text) {
  if (text === undefined || text.trim() === '') return 1;
  const rate = Number(text);
  if (!(rate >= 0 && rate <= 1)) {
    throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1, got "${text}"`);
  }
  return rate;
}

/**
 * The `/config.json` every app serves, made from the environment at start so nothing
 * environment-specific is baked into a build (DESIGN.md §2). With SITE_URL set, the
 * one-origin layout of deploy/ (siteConfig); else each app on its own origin (`pnpm start`).
 * @param {Env} [env]
 * @returns {RuntimeConfig}
 */
export function runtimeConfig(env = process.env) {
  if (env.SITE_URL) return siteConfig(env.SITE_URL, env);
  const api = env.API_URL ?? 'http://localhost:4000';
  return {
    apiBase: `${api}/api/v1`,
    imageBase: env.IMAGE_BASE_URL ?? api,
    socketUrl: env.SOCKET_URL ?? api,
    socketPath: '/prodsocket/io',
    mapsKey: env.GOOGLE_MAPS_KEY ?? '',
    vitalsSampleRate: vitalsSampleRate(env.VITALS_SAMPLE_RATE),
    restroMenuUrl: appOrigin(
      /** @type {App} */ (apps.find((app) => app.dir === 'restro-menu')),
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
 * @param {string} siteUrl SITE_URL
 * @param {Env} env
 * @returns {RuntimeConfig}
 */
function siteConfig(siteUrl, env) {
  const site = siteUrl.replace(/\/+$/, '');
  /** @type {Env} */
  const origins = {
    API_URL: site,
    GOOGLE_MAPS_KEY: env.GOOGLE_MAPS_KEY,
    VITALS_SAMPLE_RATE: env.VITALS_SAMPLE_RATE,
  };
  for (const app of remoteApps) origins[envName(app)] = `${site}/apps/${app.dir}`;
  const restroMenuUrl = (env.RESTRO_MENU_URL || site).replace(/\/+$/, '');
  return { ...runtimeConfig(origins), restroMenuUrl };
}

export { apps };
