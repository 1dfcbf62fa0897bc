import type { RuntimeConfig } from './remote-contracts';

/** Reads the `/config.json` the app's server makes from its environment at start. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(new URL('/config.json', window.location.origin), {
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
