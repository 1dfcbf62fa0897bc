import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../load-runtime-config';

let request: Promise<string> | undefined;

/**
 * The maps key of the page's runtime config ('' means the offline map). Read from the host's
 * /config.json, since a remote has no config of its own on the host's page.
 */
function mapsKey(): Promise<string> {
  // no config (a test page, a host without /config.json) means the offline map
  request ??= Promise.resolve()
    .then(loadRuntimeConfig)
    .then(
      (config) => config.mapsKey ?? '',
      () => '',
    );
  return request;
}

export function useMapsKey(): string | undefined {
  const [key, setKey] = useState<string>();
  useEffect(() => {
    let live = true;
    void mapsKey().then((value) => live && setKey(value));
    return () => {
      live = false;
    };
  }, []);
  return key;
}
