import type { RuntimeConfig } from './remote-contracts';

let pending: Promise<RuntimeConfig> | undefined;

async function readConfig(): Promise<RuntimeConfig> {
  // inlined by the app's server (page-server's pageHtml): no round trip of its own
  const inlined = document.getElementById('runtime-config')?.textContent;
  if (inlined) return JSON.parse(inlined) as RuntimeConfig;
  const response = await fetch(new URL('/config.json', window.location.origin), {
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/**
 * The runtime config the app's server makes from its environment at start: inlined in the page,
 * or else its `/config.json` (the dev server). Read once; a failed read is not kept, the next
 * call asks again.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= readConfig();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
