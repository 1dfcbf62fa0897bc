import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@island-eats/build-config';

// The host: no exposes; remotes are registered at runtime from /config.json.
export default createAppConfig({
  dir: import.meta.dirname,
  firstPaint: './src/first-paint.tsx',
  runtimePlugins: [
    fileURLToPath(import.meta.resolve('@island-eats/app-frame/remotes/resilience-plugin')),
  ],
});
