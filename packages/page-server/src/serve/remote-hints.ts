// What a page's HTML can start fetching of the remote modules it was rendered with, read from
// each remote's own manifest (so a remote redeployed on its own is followed within seconds, and
// one that is down only costs its hints): the manifest itself, its remoteEntry.js and the
// exposed module's scripts (a page's own, since each page is an expose of its own).
import type { RemoteModuleId, RuntimeConfig } from '@island-eats/app-frame/remote-contracts';

const FRESH_MS = 5_000;
const WAIT_MS = 300;
const kept = new Map<string, { at: number; json: unknown }>();

/** What this server reads of a remote's mf-manifest.json. */
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** A remote's files to preload for one module: its manifest and scripts, as browsers fetch them. */
export interface RemoteHints {
  manifest: string;
  scripts: string[];
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(WAIT_MS) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** A remote's JSON file, kept a few seconds; null when it does not answer at once. */
async function jsonOf<T>(url: string): Promise<T | null> {
  const entry = kept.get(url);
  if (entry && Date.now() - entry.at < FRESH_MS) return entry.json as T | null;
  const json = await fetchJson(url).catch(() => null);
  kept.set(url, { at: Date.now(), json });
  return json as T | null;
}

/**
 * The URLs to preload for the remote module `id` (`menu_cart/outlet-menu`): the manifest
 * (fetched by the federation runtime with fetch(), CORS) and the scripts the runtime adds next.
 * The files are read at `remoteUrl(url)`, the way in from this server (the inside of a proxy);
 * the hints name them as browsers fetch them.
 */
export async function remoteHints(
  config: Pick<RuntimeConfig, 'remotes'>,
  id: RemoteModuleId,
  remoteUrl: (url: string) => string = (url) => url,
): Promise<RemoteHints | null> {
  const remote = id.slice(0, id.indexOf('/'));
  const exposed = id.slice(remote.length + 1);
  const url = (config.remotes as Record<string, string | undefined>)[remote];
  if (!url) return null;
  const manifest = await jsonOf<Manifest>(remoteUrl(url));
  if (!manifest) return null;
  // publicPath 'auto': the remote's files sit beside its manifest
  const base = new URL('.', url);
  const entry = manifest.metaData.remoteEntry;
  const expose = manifest.exposes.find((candidate) => candidate.name === exposed);
  const files = [
    `${entry.path ? `${entry.path}/` : ''}${entry.name}`,
    ...(expose?.assets.js.sync ?? []),
  ];
  return {
    manifest: url,
    scripts: [...new Set(files)].map((file) => new URL(file, base).href),
  };
}

/** The <link> elements for the hints of a page's modules (null where a remote had none). */
export function hintLinks(hintsOfModules: (RemoteHints | null)[]): string {
  const known = hintsOfModules.filter((hints): hints is RemoteHints => hints !== null);
  const manifests = new Set(known.map((hints) => hints.manifest));
  const scripts = new Set(known.flatMap((hints) => hints.scripts));
  return [
    ...[...manifests].map(
      (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`,
    ),
    ...[...scripts].map((src) => `<link rel="preload" as="script" href="${src}">`),
  ].join('');
}
