import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@island-eats/build-config';

// The host: no exposes; remotes are registered at runtime from /config.json.
export default createAppConfig({
  dir: import.meta.dirname,
  runtimePlugins: [
    fileURLToPath(import.meta.resolve('@island-eats/app-frame/remotes/resilience-plugin')),
  ],
});
