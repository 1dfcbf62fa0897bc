import { createAppConfig } from '@island-eats/build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});
