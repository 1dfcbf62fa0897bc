import { createAppConfig } from '@island-eats/build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  pageFirstPaint: './src/page-first-paint.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
