import type { RemoteModuleId, RemoteModules, RemoteName } from '../remote-contracts';

/**
 * What a host's Node build (the shell's `dist/node-host/entry.cjs`) gives the page server: the
 * remotes' Node entries registered at run time, and their modules loaded through the one
 * federation runtime that shares the host's React, router and store with them.
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
}

/** The Node host build's exports (an async boundary: the host's modules load behind it). */
export interface NodeHostEntry {
  loadNodeHost(): Promise<NodeHost>;
}
