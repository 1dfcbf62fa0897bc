import { createAppConfig } from '@island-eats/build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './page/home': './src/pages/home-page.tsx',
    './page/restaurants': './src/pages/restaurants-page.tsx',
    './page/favorites': './src/pages/favorites-page.tsx',
  },
});
