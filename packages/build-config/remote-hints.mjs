// What a page's HTML can start fetching of the remote its route needs, read from the remote's
// own manifest (so a remote redeployed on its own is followed within seconds, and one that is
// down only costs its hints): the manifest itself, its remoteEntry.js and the routes module.

const FRESH_MS = 5_000;
const WAIT_MS = 300;
const manifests = new Map();

async function fetchManifest(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(WAIT_MS) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The remote's manifest, kept a few seconds; null when it does not answer at once. */
async function manifestOf(url) {
  const kept = manifests.get(url);
  if (kept && Date.now() - kept.at < FRESH_MS) return kept.manifest;
  const manifest = await fetchManifest(url).catch(() => null);
  manifests.set(url, { at: Date.now(), manifest });
  return manifest;
}

/**
 * The URLs to preload for a page of `remote` (a key of config.remotes): the manifest (fetched
 * by the federation runtime with fetch(), CORS) and the scripts the runtime adds next.
 *
 * @returns {Promise<{ manifest: string, scripts: string[] } | null>}
 */
export async function remoteHints(config, remote) {
  const url = config.remotes?.[remote];
  if (!url) return null;
  const manifest = await manifestOf(url);
  if (!manifest) return null;
  // publicPath 'auto': the remote's files sit beside its manifest
  const base = new URL('.', url);
  const entry = manifest.metaData.remoteEntry;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  return {
    manifest: url,
    scripts: [
      new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href,
      ...(routes?.assets.js.sync ?? []).map((file) => new URL(file, base).href),
    ],
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
