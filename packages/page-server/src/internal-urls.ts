import type { RuntimeConfig } from '@island-eats/app-frame/remote-contracts';

/**
 * What the page server itself reads, where the runtime config names it for browsers: behind a
 * proxy (deploy/) the public URLs go out and back in through TLS and the internet, or do not
 * resolve at all inside the network, so two settings name the inside way:
 * - API_INTERNAL_URL: the origin of the API for the pages' first reads (`<it>/api/v1`);
 * - REMOTES_INTERNAL_URL: the origin the remotes' files are fetched from (their Node builds and
 *   manifests), in place of the public origin of their manifests, paths kept: the one-origin
 *   layout's `/apps/<app>/`.
 * Unset, each is the public one (`pnpm start`: every app on localhost).
 */
export interface InternalUrls {
  /** The config the host's Node build renders with: its API calls go to the inside. */
  renderConfig: RuntimeConfig;
  /** A remote's file (public URL) as this server fetches it. */
  remoteUrl: (publicUrl: string) => string;
  /** The origins whose code may run in this process (allowed-entries.ts). */
  allowedOrigins: string[];
}

type Env = Partial<Record<'API_INTERNAL_URL' | 'REMOTES_INTERNAL_URL', string>>;

/** The origin of an http(s) URL; 'nginx:8081' (no scheme) parses as a URL of scheme 'nginx:'. */
function originOf(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`${name} ${value} is not an http(s) URL`);
  }
  return url.origin;
}

export function internalUrls(config: RuntimeConfig, env: Env): InternalUrls {
  const api = env.API_INTERNAL_URL && originOf('API_INTERNAL_URL', env.API_INTERNAL_URL);
  const remotes =
    env.REMOTES_INTERNAL_URL && originOf('REMOTES_INTERNAL_URL', env.REMOTES_INTERNAL_URL);
  const remoteUrl = (publicUrl: string) => {
    if (!remotes) return publicUrl;
    const url = new URL(publicUrl);
    return `${remotes}${url.pathname}${url.search}`;
  };
  return {
    renderConfig: api ? { ...config, apiBase: `${api}/api/v1` } : config,
    remoteUrl,
    allowedOrigins: Object.values(config.remotes).map((manifest) => remoteUrl(manifest)),
  };
}
