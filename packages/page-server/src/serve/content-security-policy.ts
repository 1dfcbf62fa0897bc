import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '@island-eats/app-frame/remote-contracts';
import { REPLAY_EARLY_TAPS_HASH } from '@island-eats/build-config/head-scripts';

/** A response that carries its style nonce (security-headers.ts sets it on every request). */
export type NoncedResponse = ServerResponse & { styleNonce?: string };

/** A directive's value: fixed, or this response's (its nonce). */
type Source = string | ((req: IncomingMessage, res: NoncedResponse) => string);

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

const originOf = (url: string) => new URL(url).origin;
const unique = <T>(list: T[]) => [...new Set(list)];
/** The WebSocket origin socket.io upgrades to beside its http(s) one. */
const webSocketOrigin = (url: string) => originOf(url).replace(/^http/, 'ws');
const nonce: Source = (_req, res) => `'nonce-${res.styleNonce}'`;

/**
 * The Content-Security-Policy directives of every app's pages, built from the runtime config
 * (build-config runtime-config.mjs), so an app or the API on another origin is allowed where it
 * is served.
 *
 * Scripts: the site's own app origins only: the pages load their remotes' scripts from those
 * origins, and nothing else, but for the one inline script of every page's head, by its hash
 * (build-config head-scripts.mjs); no 'unsafe-eval' (the production builds and the federation
 * runtime do not evaluate strings). Styles: styled-components and react-toastify inject <style>
 * elements at run time; they carry the page's nonce (a <meta property="csp-nonce"> that
 * page-html.ts writes), so no inline style without it applies. With a Google Maps key the
 * styles are 'unsafe-inline' instead: the Maps API injects style elements of its own without a
 * nonce (Google's CSP guide asks for it), and a nonce in the list would turn 'unsafe-inline' off.
 */
export function contentSecurityPolicy(config: RuntimeConfig): Record<string, Source[]> {
  const maps = Boolean(config.mapsKey);
  const extra = (kind: keyof typeof GOOGLE_MAPS) => (maps ? GOOGLE_MAPS[kind] : []);
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
    scriptSrc: ["'self'", REPLAY_EARLY_TAPS_HASH, nonce, ...appOrigins, ...extra('script')],
    styleSrc: maps ? ["'self'", "'unsafe-inline'", ...extra('style')] : ["'self'", nonce],
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
