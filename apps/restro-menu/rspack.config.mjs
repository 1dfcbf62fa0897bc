import { createAppConfig } from '@island-eats/build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './page/restro-menu': './src/pages/restro-menu-page.tsx',
    './page/restro-checkout': './src/pages/restro-checkout-page.tsx',
    './page/restro-profile': './src/pages/restro-profile-page.tsx',
    './page/restro-order-status': './src/pages/restro-order-status-page.tsx',
    './page/restro-table-card': './src/pages/restro-table-card-page.tsx',
    './page/restro-staff': './src/pages/restro-staff-page.tsx',
  },
});
