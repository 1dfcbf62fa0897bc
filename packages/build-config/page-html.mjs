import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_PAINT_FILE } from './first-paint-plugin.mjs';
import { renderOwnPageFirstPaint } from './page-renderer.mjs';
import { hintLinks, remoteHints } from './remote-hints.mjs';

/** The element (and, with `-style`, the styles) of a remote page's first paint in the HTML. */
export const PAGE_FIRST_PAINT_ID = 'page-first-paint';

/** Whether a route pattern ('/restro-menu/:outletId', '/restaurant-details/:outletId/*') matches. */
export function matchesRoute(pathname, pattern) {
  const source = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}/?$`).test(pathname);
}

async function firstPaintOf(dist) {
  const file = path.join(dist, FIRST_PAINT_FILE);
  return existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : null;
}

/** `html` with `links` last in its head, after the page's own scripts and preloads. */
function withPreloads(html, links) {
  const at = html.indexOf('</head>');
  return html.slice(0, at) + links + html.slice(at);
}

/** A preload React writes for a picture a paint shows at once (an eager <img>). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** The origin of an absolute URL; null for a path on the page's own origin. */
const originOf = (url) => (/^https?:\/\//.test(url ?? '') ? new URL(url).origin : null);

/**
 * Connections to the API opened while the scripts download, where it is another origin (as under
 * `pnpm start`): its calls are CORS requests without credentials and its images plain ones,
 * which a browser sends over separate connections, so one hint each.
 */
function preconnectLinks(config) {
  const calls = originOf(config.apiBase);
  const images = originOf(config.imageBase);
  return (
    (calls ? `<link rel="preconnect" href="${calls}" crossorigin="anonymous">` : '') +
    (images ? `<link rel="preconnect" href="${images}">` : '')
  );
}

/** `value` as the text of a <script type="application/json">: nothing in it can close it. */
const jsonBlock = (id, value) =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * A page the page server rendered (packages/page-server), in the host's index.html: its
 * markup in #root, which the browser hydrates; its styles with the response's nonce; the
 * answers of its first reads and the remote modules it was rendered with, which the browser's
 * first render takes (app-frame's hydrate-page.ts); the config, the API's connections, the
 * pictures its markup shows at once and the preloads of its remote's code, as for any page.
 *
 * @param {string} dist the host's built folder
 * @param {object} config the runtime config
 * @param {{ styleNonce: string, pathname: string, rendered: { html: string, styles: string, pageData: object, modules: { used: { id: string, page?: string }[], unavailable: string[] } } }} page
 */
export async function renderedPageHtml(dist, config, { styleNonce, pathname, rendered }) {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const route = rendered.modules.used.find((module) => module.page);
  const hints = route
    ? await remoteHints(config, route.id.split('/')[0], route.page, pathname, { painted: false })
    : null;
  const imagePreloads = rendered.html.match(IMAGE_PRELOAD)?.join('') ?? '';
  return withPreloads(html, hintLinks(hints))
    .replace('</title>', () => `</title>${preconnectLinks(config)}${imagePreloads}`)
    .replace(
      '</head>',
      () =>
        `<meta property="csp-nonce" content="${styleNonce}">${rendered.styles}` +
        jsonBlock('runtime-config', config) +
        jsonBlock('page-data', rendered.pageData) +
        jsonBlock('page-modules', rendered.modules) +
        '</head>',
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html.replace(IMAGE_PRELOAD, '')}</div>`,
    );
}

/**
 * An app's index.html as served:
 * - its runtime config inlined, so loadRuntimeConfig reads it without a round trip of its own
 *   (on a phone's network, one step less before the first data);
 * - the response's style nonce (security-headers.mjs), where styled-components and the toasts
 *   read it for the <style> elements they add;
 * - where the app has a first paint (first-paint-plugin.mjs): the frame the page shows before
 *   its scripts run, which the app's first render replaces, where the path's page uses it; and
 *   preloads of the code of the remote the page comes from (remote-hints.mjs), which the
 *   shell's scripts would otherwise only ask for once they have run, and the page's own first
 *   paint where the remote renders one (remote-hints.mjs), in the frame's main region, which
 *   the page's first render replaces (app-frame's RemotePage);
 * - early connections to the API's origin (preconnectLinks) and the preloads of the paint's
 *   pictures, first in the head: the page's largest paint is often one of them.
 *
 * @param {string} dist the built app's folder
 * @param {object} config the runtime config
 * @param {{ styleNonce: string, pathname: string, painted?: boolean }} page this response's nonce
 *   (base64: nothing to escape), the page's path, and false for a page the browser renders
 *   alone where the page server did not (app-server.mjs): no first paint
 * @returns {Promise<string>} the page
 */
export async function pageHtml(dist, config, { styleNonce, pathname, painted = true }) {
  // read on each load: a rebuild while the site runs names new scripts
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const paint = painted ? await firstPaintOf(dist) : null;
  const route = paint?.routes.find((r) => matchesRoute(pathname, r.path));
  const framed = paint && (route?.frame ?? true);
  const hints = route
    ? await remoteHints(config, route.remote, route.page, pathname, { painted: framed })
    : null;
  // a page without the frame (restro-menu's) may be painted by the app's own server
  const page = framed
    ? hints?.firstPaint
    : painted
      ? await renderOwnPageFirstPaint(dist, config, pathname)
      : null;
  const paintStyle =
    (framed ? `<style id="first-paint" nonce="${styleNonce}">${paint.css}</style>` : '') +
    (page
      ? `<style id="${PAGE_FIRST_PAINT_ID}-style" nonce="${styleNonce}">${page.css}</style>`
      : '');
  // the page's own first paint goes in the frame's main region, where its page will render;
  // its image preloads (React writes them where the paint starts) lead the head instead
  const imagePreloads = page?.html.match(IMAGE_PRELOAD)?.join('') ?? '';
  const pageDiv = page
    ? `<div id="${PAGE_FIRST_PAINT_ID}">${page.html.replace(IMAGE_PRELOAD, '')}</div>`
    : '';
  // (replacers as functions: a `$&` or `$'` in the inserted text, a customer's name, say, stays
  // text and is no replacement pattern)
  const root = framed ? paint.html.replace('</main>', () => `${pageDiv}</main>`) : pageDiv;
  return (
    withPreloads(html, hintLinks(hints))
      // first what the page's largest paint needs: the API's connections, its picture
      .replace('</title>', () => `</title>${preconnectLinks(config)}${imagePreloads}`)
      .replace(
        '</head>',
        () =>
          `<meta property="csp-nonce" content="${styleNonce}">${paintStyle}` +
          `${jsonBlock('runtime-config', config)}</head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`)
  );
}
