import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../load-runtime-config';
import type { RuntimeConfig } from '../remote-contracts';

let request: Promise<RuntimeConfig | null> | undefined;

/** The page's runtime config, read once; null when the page has none (a test page, a bare host). */
function runtimeConfig(): Promise<RuntimeConfig | null> {
  request ??= Promise.resolve()
    .then(loadRuntimeConfig)
    .then(
      (config) => config,
      () => null,
    );
  return request;
}

/**
 * The host page's `/config.json` for a component: a remote has no config of its own on the
 * host's page. undefined while it loads, null when there is none.
 */
export function useRuntimeConfig(): RuntimeConfig | null | undefined {
  const [config, setConfig] = useState<RuntimeConfig | null>();
  useEffect(() => {
    let live = true;
    void runtimeConfig().then((value) => live && setConfig(value));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
