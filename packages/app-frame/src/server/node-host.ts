import type { RemoteModuleId, RemoteModules, RemoteName, RuntimeConfig } from '../remote-contracts';

/** A remote module as the page server loaded it: the module, or not within its budget. */
export type LoadedModule = { module: unknown } | { unavailable: true };

/** One page request, as the page server hands it to the host's Node build. */
export interface PageRequest {
  /** The path and query asked for. */
  url: string;
  /** The request's Cookie header: the page's rendered values (api-client's page cookie). */
  cookie?: string;
  /** This response's nonce (CSP), for the style elements and any script React writes. */
  nonce: string;
  config: RuntimeConfig;
  /** A remote module within the page server's budget (page-server remote-entries.ts). */
  load: (id: RemoteModuleId) => Promise<LoadedModule>;
}

/** The remote modules a page was rendered with, which the browser loads before it hydrates. */
export interface RenderedModules {
  /** Loaded: the page's and the parts it showed. */
  used: RemoteModuleId[];
  /** Not given in time: their regions show their fallback. */
  unavailable: RemoteModuleId[];
}

/** What the page server sends for a page (page-server serve/page-html.ts). */
export interface RenderedPage {
  status: number;
  /** Where a guarded page sends a visitor without a session (`status` 302). */
  redirect?: string;
  /** Rendered with the visitor's own values (a session, an island, a point): no cache keeps it. */
  personal: boolean;
  html: string;
  /** The style elements of the markup, with the nonce. */
  styles: string;
  /** The answers of the page's first reads (api-client's page-data.ts). */
  pageData: Record<string, unknown>;
  modules: RenderedModules;
  /** The host's own page the markup shows, whose chunks the HTML preloads. */
  page?: string;
}

/**
 * What a host's Node build (the shell's `dist/node-host/entry.cjs`) gives the page server: the
 * remotes' Node entries registered at run time, their modules loaded through the one
 * federation runtime that shares the host's React, router and store with them, and its pages
 * rendered.
 */
export interface NodeHost {
  /**
   * Registers the remotes' Node entries (`<origin>/node/remoteEntry.js`) by name. An entry
   * already registered under the same URL is kept unless `force`: a new build behind the same
   * URL (a roll) needs the old container and the modules taken from it dropped.
   */
  setRemotes(entries: Partial<Record<RemoteName, string>>, force?: boolean): void;
  /** A remote module as its contract names it; rejects when the remote cannot give it. */
  loadModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]>;
  /**
   * The host's page for one request, or null where the browser renders it. A remote or an API
   * that fails renders its fallback; a render that fails or takes too long as a whole rejects
   * (the page server then sends the page the browser renders alone).
   */
  renderPage(request: PageRequest): Promise<RenderedPage | null>;
  /** The remote modules its pages render: loaded at start. */
  pageModules: RenderedModules['used'];
}

/** The Node host build's exports (an async boundary: the host's modules load behind it). */
export interface NodeHostEntry {
  loadNodeHost(): Promise<NodeHost>;
}
