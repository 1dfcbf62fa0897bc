import { createAppConfig } from '@island-eats/build-config';

// The host: no exposes; remotes are registered at runtime from /config.json.
export default createAppConfig({
  dir: import.meta.dirname,
  runtimePlugins: [import.meta.dirname + '/src/remotes/resilience-plugin.ts'],
});
