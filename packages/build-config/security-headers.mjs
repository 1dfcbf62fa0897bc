import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import { REPLAY_EARLY_TAPS_HASH } from './head-scripts.mjs';

/** Powerful features no page of the site uses. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

// Google's own list for the Maps JavaScript API (developers.google.com/maps/documentation/
// javascript/content-security-policy), used only when a maps key is configured.
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['https://*.google.com'],
  worker: ['blob:'],
};

const originOf = (url) => new URL(url).origin;
const unique = (list) => [...new Set(list)];
/** The WebSocket origin socket.io upgrades to beside its http(s) one. */
const webSocketOrigin = (url) => originOf(url).replace(/^http/, 'ws');

/**
 * The Content-Security-Policy directives of every app's pages, built from the runtime config
 * (runtime-config.mjs), so an app or the API on another origin is allowed where it is served.
 *
 * Scripts: the site's own app origins only: the pages load their remotes' scripts from those
 * origins, and nothing else, but for the one inline script of every page's head, by its hash
 * (head-scripts.mjs); no 'unsafe-eval' (the production builds and the federation runtime
 * do not evaluate strings). Styles: styled-components and react-toastify inject <style>
 * elements at run time; they carry the page's nonce (a <meta property="csp-nonce"> that
 * page-html.mjs writes), so no inline style without it applies. With a Google Maps key the
 * styles are 'unsafe-inline' instead: the Maps API injects style elements of its own without a
 * nonce (Google's CSP guide asks for it), and a nonce in the list would turn 'unsafe-inline' off.
 *
 * @param {ReturnType<import('./runtime-config.mjs').runtimeConfig>} config
 * @returns {Record<string, string[] | ((req: unknown, res: { styleNonce?: string }) => string)[]>}
 */
export function contentSecurityPolicy(config) {
  const maps = Boolean(config.mapsKey);
  const extra = (kind) => (maps ? GOOGLE_MAPS[kind] : []);
  const appOrigins = unique([
    ...Object.values(config.remotes).map(originOf),
    originOf(config.restroMenuUrl),
  ]);
  const api = originOf(config.apiBase);
  const socket = [originOf(config.socketUrl), webSocketOrigin(config.socketUrl)];
  const secure = [api, ...appOrigins].every((origin) => origin.startsWith('https:'));

  return {
    defaultSrc: ["'self'"],
    // the nonce: what React writes into a server-rendered page where a region failed there
    scriptSrc: [
      "'self'",
      REPLAY_EARLY_TAPS_HASH,
      (_req, res) => `'nonce-${res.styleNonce}'`,
      ...appOrigins,
      ...extra('script'),
    ],
    styleSrc: maps
      ? ["'self'", "'unsafe-inline'", ...extra('style')]
      : ["'self'", (_req, res) => `'nonce-${res.styleNonce}'`],
    imgSrc: unique([
      "'self'",
      'data:',
      // the profile picture's preview before upload
      'blob:',
      api,
      originOf(config.imageBase),
      ...extra('img'),
    ]),
    fontSrc: ["'self'", 'data:', ...extra('font')],
    // the remotes' manifests, the API's calls and its socket
    connectSrc: unique(["'self'", ...appOrigins, api, ...socket, ...extra('connect')]),
    frameSrc: maps ? extra('frame') : ["'none'"],
    workerSrc: ["'self'", ...extra('worker')],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // on plain http (local runs) an upgrade would send the subresources to https ports nobody serves
    ...(secure && { upgradeInsecureRequests: [] }),
  };
}

/**
 * The security headers of every app server (app-server.mjs), through @fastify/helmet: the CSP
 * above with a fresh style nonce per response (reply.raw.styleNonce, which the page's meta
 * element repeats), nosniff, no framing, a referrer of the origin only across origins (what a
 * maps key restricted to the site's referrers needs), and the permissions policy.
 *
 * @param {import('fastify').FastifyInstance} app
 * @param {ReturnType<import('./runtime-config.mjs').runtimeConfig>} config
 */
export async function registerSecurityHeaders(app, config) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.styleNonce = randomBytes(16).toString('base64');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // the shell loads every remote's scripts from the remote's origin
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
