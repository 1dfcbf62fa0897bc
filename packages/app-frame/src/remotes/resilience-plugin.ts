import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAYS_MS = [300, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps an unreachable remote from breaking the page: manifest fetches are retried on network
 * failure, and a remote that still fails is logged and left to the host's fallback. (The
 * published @module-federation/retry-plugin is pinned to a 0.x SDK, so we keep these few lines.)
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
    async errorLoadRemote({ id, error, lifecycle }) {
      console.warn('[island-eats] remote unavailable', { id, lifecycle, error: String(error) });
      // Nothing to fail over to: the host's boundary shows a fallback in this region only.
      return undefined;
    },
  };
}
