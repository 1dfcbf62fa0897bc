// What a page's HTML can start fetching of the remote its route needs, read from the remote's
// own files (so a remote redeployed on its own is followed within seconds, and one that is
// down only costs its hints): the manifest itself, its remoteEntry.js, the routes module and
// the page's own chunks (page-chunks-plugin.mjs); and the page's first paint, where the remote
// renders one (its pageFirstPaint module): made at its build, or per request with the page's
// data by the remote's server (page-renderer.mjs).
import { PAGE_CHUNKS_FILE, PAGE_FIRST_PAINT_FILE } from './entry-files.mjs';

const FRESH_MS = 5_000;
const WAIT_MS = 300;
const kept = new Map();

async function fetchJson(url, headers = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(WAIT_MS) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** A remote's JSON file, kept a few seconds; null when it does not answer at once. */
async function jsonOf(url) {
  const entry = kept.get(url);
  if (entry && Date.now() - entry.at < FRESH_MS) return entry.json;
  const json = await fetchJson(url).catch(() => null);
  kept.set(url, { at: Date.now(), json });
  return json;
}

/**
 * The first paint of `page` at `pathname`: as built, or asked of the remote's server where it
 * paints the page per request (its `perRequest` list: app-frame's render-static PER_REQUEST),
 * but for a customer's own page (its `forCustomer` list): the page server renders those.
 */
async function firstPaintOf(firstPaints, page, pathname, base) {
  if (!firstPaints?.perRequest?.includes(page)) return firstPaints?.[page] ?? null;
  if (firstPaints.forCustomer?.includes(page)) return null;
  const url = new URL(`page-first-paint?path=${encodeURIComponent(pathname)}`, base);
  return fetchJson(url.href).catch(() => null);
}

/**
 * The URLs to preload for `page` of `remote` (a key of config.remotes) at `pathname`: the
 * manifest (fetched by the federation runtime with fetch(), CORS) and the scripts the runtime
 * adds next; and, unless `painted` is false (a page without the frame, which paints itself),
 * the page's first paint (`{ html, css }`), or null.
 *
 * @param {{ painted?: boolean }} [request]
 * @returns {Promise<{ manifest: string, scripts: string[], firstPaint: { html: string, css: string } | null } | null>}
 */
export async function remoteHints(config, remote, page, pathname, { painted = true } = {}) {
  const url = config.remotes?.[remote];
  if (!url) return null;
  // publicPath 'auto': the remote's files sit beside its manifest
  const base = new URL('.', url);
  const [manifest, pageChunks, firstPaints] = await Promise.all([
    jsonOf(url),
    jsonOf(new URL(PAGE_CHUNKS_FILE, base).href),
    jsonOf(new URL(PAGE_FIRST_PAINT_FILE, base).href),
  ]);
  if (!manifest) return null;
  const entry = manifest.metaData.remoteEntry;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const files = [
    `${entry.path ? `${entry.path}/` : ''}${entry.name}`,
    ...(routes?.assets.js.sync ?? []),
    ...(pageChunks?.[page] ?? []),
  ];
  return {
    manifest: url,
    scripts: [...new Set(files)].map((file) => new URL(file, base).href),
    firstPaint: painted ? await firstPaintOf(firstPaints, page, pathname, base) : null,
  };
}

/** The <link> elements for the hints; nothing when there are none. */
export function hintLinks(hints) {
  if (!hints) return '';
  return [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${hints.manifest}">`,
    ...hints.scripts.map((src) => `<link rel="preload" as="script" href="${src}">`),
  ].join('');
}
