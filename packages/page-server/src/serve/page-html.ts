import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage } from '@island-eats/app-frame/node-host';
import type { RuntimeConfig } from '@island-eats/app-frame/remote-contracts';
import { HOST_PAGE_CHUNKS_FILE } from '@island-eats/build-config/entry-files';
import { hintLinks, remoteHints } from './remote-hints';

/** What a page is served with: this response's nonce, and the page server's render if any. */
export interface PageParts {
  /** This response's nonce (base64: nothing to escape). */
  styleNonce: string;
  rendered?: Pick<RenderedPage, 'html' | 'styles' | 'pageData' | 'modules' | 'page'>;
  /** Where this server fetches a remote's files (remote-hints.ts). */
  remoteUrl?: (publicUrl: string) => string;
}

/** `html` with `links` last in its head, after the page's own scripts and preloads. */
function withPreloads(html: string, links: string): string {
  const at = html.indexOf('</head>');
  return html.slice(0, at) + links + html.slice(at);
}

/**
 * Preloads of the chunks of the host's own page the markup shows (restro-menu standalone's
 * menu), which the browser otherwise asks for only once the page's first scripts have run.
 */
async function ownPageLinks(dist: string, page: string | undefined): Promise<string> {
  if (!page) return '';
  const chunks = await readFile(path.join(dist, HOST_PAGE_CHUNKS_FILE), 'utf8')
    .then((text) => (JSON.parse(text) as Record<string, string[]>)[page] ?? [])
    .catch((): string[] => []);
  return chunks.map((file) => `<link rel="preload" as="script" href="/${file}">`).join('');
}

/** A preload React writes for a picture the page shows at once (an eager <img>). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** The origin of an absolute URL; null for a path on the page's own origin. */
const originOf = (url: string | undefined) =>
  /^https?:\/\//.test(url ?? '') ? new URL(url as string).origin : null;

/**
 * Connections to the API opened while the scripts download, where it is another origin (as under
 * `pnpm start`): its calls are CORS requests without credentials and its images plain ones,
 * which a browser sends over separate connections, so one hint each.
 */
function preconnectLinks(config: Pick<RuntimeConfig, 'apiBase' | 'imageBase'>): string {
  const calls = originOf(config.apiBase);
  const images = originOf(config.imageBase);
  return (
    (calls ? `<link rel="preconnect" href="${calls}" crossorigin="anonymous">` : '') +
    (images ? `<link rel="preconnect" href="${images}">` : '')
  );
}

/** `value` as the text of a <script type="application/json">: nothing in it can close it. */
const jsonBlock = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * An app's index.html as served, with what every page needs first in its head: the API's
 * connections (preconnectLinks), the response's style nonce (security-headers.ts), where
 * styled-components and the toasts read it, and the runtime config inlined, so
 * loadRuntimeConfig reads it without a round trip of its own.
 *
 * A page the page server rendered (`rendered`) also carries its markup in #root, which the
 * browser hydrates, its styles with the response's nonce, and after the markup the answers of
 * its first reads and the remote modules it was rendered with, which the browser's first render
 * takes (app-frame's hydrate-page.ts), the pictures its markup shows at once, first in the head
 * (often its largest paint), and preloads of its page's code: its remote modules'
 * (remote-hints.ts) and the host's own. Without, the browser renders the page alone.
 */
export async function pageHtml(
  dist: string,
  config: RuntimeConfig,
  { styleNonce, rendered, remoteUrl }: PageParts,
): Promise<string> {
  // read on each load: a rebuild while the site runs names new scripts
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const [hints, ownPage] = await Promise.all([
    Promise.all(
      (rendered?.modules.used ?? []).map((module) => remoteHints(config, module, remoteUrl)),
    ),
    ownPageLinks(dist, rendered?.page),
  ]);
  const imagePreloads = rendered?.html.match(IMAGE_PRELOAD)?.join('') ?? '';
  // The first reads' answers follow the markup: a menu of 1,000 dishes hands 560 KB of them,
  // and in the head the browser would parse all of it before it could paint a dish. The
  // scripts are deferred, so they run once the blocks are there.
  const blocks = rendered
    ? jsonBlock('page-data', rendered.pageData) + jsonBlock('page-modules', rendered.modules)
    : '';
  const root = rendered?.html.replace(IMAGE_PRELOAD, '') ?? '';
  // (replacers as functions: a `$&` or `$'` in the inserted text, a customer's name, say, stays
  // text and is no replacement pattern)
  return withPreloads(html, ownPage + hintLinks(hints))
    .replace('</title>', () => `</title>${preconnectLinks(config)}${imagePreloads}`)
    .replace(
      '</head>',
      () =>
        `<meta property="csp-nonce" content="${styleNonce}">` +
        jsonBlock('runtime-config', config) +
        (rendered?.styles ?? '') +
        '</head>',
    )
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div>${blocks}`);
}
