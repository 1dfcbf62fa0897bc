import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteName } from '../remote-contracts';
import type { NodeHost } from './node-host';

const registered = new Map<string, string>();
// What was loaded from each remote's container, for a render that must not wait (page server).
const loaded = new Map<RemoteModuleId, unknown>();

const remoteOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;

/**
 * A host's Node build as the page server uses it (its entry.server.ts): the remotes' Node
 * entries registered and their modules loaded through the build's one federation runtime, and
 * the host's pages rendered by `renderPage` with `pageModules`.
 */
export const nodeHostOf = (
  renderPage: NodeHost['renderPage'],
  pageModules: NodeHost['pageModules'],
): NodeHost => ({
  setRemotes(entries, force = false) {
    const changed = Object.entries(entries).filter(
      (pair): pair is [string, string] =>
        pair[1] !== undefined && (force || registered.get(pair[0]) !== pair[1]),
    );
    if (changed.length === 0) return;
    // force drops the runtime's container (and its entry's cached load) for a name already
    // registered; the modules taken from the old container go with it
    registerRemotes(
      changed.map(([name, entry]) => ({ name, entry })),
      { force: true },
    );
    for (const [name, entry] of changed) registered.set(name, entry);
    for (const id of loaded.keys()) {
      if (changed.some(([name]) => name === remoteOf(id))) loaded.delete(id);
    }
  },

  async loadModule(id) {
    if (loaded.has(id)) return loaded.get(id) as never;
    const module = await loadRemote(id);
    if (!module) throw new Error(`${id} is unavailable`);
    loaded.set(id, module);
    return module as never;
  },

  renderPage,
  pageModules,
});
