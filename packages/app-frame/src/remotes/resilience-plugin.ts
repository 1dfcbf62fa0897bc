import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAYS_MS = [300, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps an unreachable remote from breaking the page: manifest fetches are retried on network
 * failure, and a remote that still fails is logged and left to the host's fallback. (The
 * published @module-federation/retry-plugin is pinned to a 0.x SDK, so we keep these few lines.)
 *
 * It also refuses a module its remote's manifest does not list. The manifest is what the remote
 * publishes of itself (remote-contracts.ts): a module missing from it is gone, or about to be,
 * even where the remoteEntry still holds an older copy. The load fails before any of the
 * remote's code runs, logged with the remote, the module and the manifest, and the next
 * navigation reads the manifest afresh. (Every byte here is in the first load of `/`.)
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'island-eats-resilience',
    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await fetch(url, init);
        } catch (error) {
          const delay = RETRY_DELAYS_MS[attempt];
          if (delay === undefined) throw error;
          await wait(delay);
        }
      }
    },
    async afterResolve(args) {
      const { remote, expose, remoteSnapshot: manifest } = args;
      // a remote registered by its remoteEntry alone has no manifest to hold to
      if (!manifest || !('modules' in manifest)) return args;
      if (manifest.modules.some((module) => module.modulePath === expose)) return args;
      const url = 'entry' in remote ? remote.entry : remote.version;
      throw new Error(`remote refused: ${remote.name}'s manifest ${url} lacks ${expose}`);
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      console.warn('[island-eats] remote unavailable', { id, lifecycle, error: String(error) });
      // Nothing to fail over to: the host's boundary shows a fallback in this region only.
      return undefined;
    },
  };
}
