import { createAppConfig } from '@island-eats/build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './routes': './src/routes.tsx',
    './address-chooser': './src/exposed-address-chooser.tsx',
    './address-manager': './src/exposed-address-manager.tsx',
    './address-dialog': './src/exposed-address-dialog.tsx',
    './outlet-orders': './src/exposed-outlet-orders.tsx',
    './order-tracking': './src/exposed-order-tracking.tsx',
  },
});
