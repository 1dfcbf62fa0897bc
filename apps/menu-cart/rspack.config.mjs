import { createAppConfig } from '@island-eats/build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './page/restaurant-details': './src/pages/restaurant-details-page.tsx',
    './page/my-cart': './src/pages/my-cart-page.tsx',
    './cart-panel': './src/exposed-cart-panel.tsx',
    './add-to-cart-modal': './src/exposed-add-to-cart-modal.tsx',
    './outlet-menu': './src/exposed-outlet-menu.tsx',
  },
});
