import type { RuntimeConfig } from './remote-contracts';

let pending: Promise<RuntimeConfig> | undefined;

/**
 * Reads the `/config.json` the app's server makes from its environment at start. The page's
 * entry may call it before its bootstrap chunk has loaded, so the two load side by side; a
 * failed read is not kept, the next call asks again.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch(new URL('/config.json', window.location.origin), { cache: 'no-cache' }).then(
    async (response) => {
      if (!response.ok) throw new Error(`config.json answered ${response.status}`);
      return (await response.json()) as RuntimeConfig;
    },
  );
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
