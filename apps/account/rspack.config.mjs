import { createAppConfig } from '@island-eats/build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './page/profile': './src/pages/profile-page.tsx',
    './page/edit-profile': './src/pages/edit-profile-page.tsx',
    './page/order-status': './src/pages/order-status-page.tsx',
    './page/order-receipt': './src/pages/order-receipt-page.tsx',
    './address-chooser': './src/exposed-address-chooser.tsx',
    './address-manager': './src/exposed-address-manager.tsx',
    './address-dialog': './src/exposed-address-dialog.tsx',
    './outlet-orders': './src/exposed-outlet-orders.tsx',
    './order-tracking': './src/exposed-order-tracking.tsx',
  },
});
