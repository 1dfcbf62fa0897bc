import { useRuntimeConfig } from './use-runtime-config';

/** The maps key of the page's runtime config: '' means the offline map, undefined not yet known. */
export function useMapsKey(): string | undefined {
  const config = useRuntimeConfig();
  return config === undefined ? undefined : (config?.mapsKey ?? '');
}
