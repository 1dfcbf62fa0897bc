// The parts of deploy/nginx/templates that the app server (app-server.mjs) also makes: the
// runtime config, the Content-Security-Policy and the other security headers. They are written
// from the same functions (`node deploy/nginx/write-templates.mjs`), so the nginx layout and the
// Node app servers cannot drift apart; build-config's tests check the written files are current.
import { remoteApps } from './apps.mjs';
import { envName, runtimeConfig } from './runtime-config.mjs';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './security-headers.mjs';

/** Stands for SITE_URL while the functions that need a URL run; http, so no upgrade directive. */
const PLACEHOLDER = 'http://site-url.invalid';
const NONCE = '$request_id';

/** The runtime config of the one-origin layout: the API and every remote under SITE_URL. */
function siteConfig(mapsKey) {
  const env = { API_URL: PLACEHOLDER, GOOGLE_MAPS_KEY: mapsKey, SHELL_URL: PLACEHOLDER };
  for (const app of remoteApps) {
    env[envName(app)] = `${PLACEHOLDER}/apps/${app.dir}`;
  }
  // restro-menu's guest pages are routes of the shell on this origin
  return { ...runtimeConfig(env), restroMenuUrl: PLACEHOLDER };
}

const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy as a header value; the site's own origin is 'self' (websockets included). */
function policyHeader(config) {
  const site = new URL(PLACEHOLDER);
  const own = (source) =>
    typeof source === 'string' && source.includes(site.host) ? null : source;
  return Object.entries(contentSecurityPolicy(config))
    .map(([name, sources]) => {
      const values = sources
        .map(own)
        .filter(Boolean)
        .map((source) =>
          typeof source === 'function' ? source({}, { styleNonce: NONCE }) : source,
        );
      return [kebab(name), ...values].join(' ');
    })
    .join('; ');
}

const GENERATED =
  '# Written by deploy/nginx/write-templates.mjs from packages/build-config: do not edit.';

/**
 * island-eats-runtime.conf.template: `$island_eats_config` (the JSON of /config.json and of the
 * page's inlined config) and `$island_eats_csp` (the page's policy, the Google Maps one when a
 * key is set), both with SITE_URL and GOOGLE_MAPS_KEY left for envsubst at start.
 */
function runtimeTemplate() {
  const withUrl = (text) => text.replaceAll(PLACEHOLDER, '${SITE_URL}');
  const config = withUrl(JSON.stringify(siteConfig('${GOOGLE_MAPS_KEY}')));
  if (/['\\]/.test(config)) throw new Error('the config cannot sit in a quoted nginx string');
  return `${GENERATED}
map "" $island_eats_config {
    default '${config}';
}

map "\${GOOGLE_MAPS_KEY}" $island_eats_csp {
    "" "${withUrl(policyHeader(siteConfig('')))}";
    default "${withUrl(policyHeader(siteConfig('a-key')))}";
}
`;
}

/** island-eats-headers.inc.template: the headers every answer of the app servers carries. */
function headersTemplate() {
  return `${GENERATED}
add_header X-Content-Type-Options "nosniff" always;
add_header X-Frame-Options "DENY" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;
add_header Cross-Origin-Resource-Policy "cross-origin" always;
`;
}

/** Every generated file of deploy/nginx/templates, by name. */
export const nginxTemplates = () => ({
  'island-eats-runtime.conf.template': runtimeTemplate(),
  'island-eats-headers.inc.template': headersTemplate(),
});
