import type { ExposedModules } from '@island-eats/app-frame';
import type * as restroMenuPage from './pages/restro-menu-page';
import type * as restroCheckoutPage from './pages/restro-checkout-page';
import type * as restroProfilePage from './pages/restro-profile-page';
import type * as restroOrderStatusPage from './pages/restro-order-status-page';
import type * as restroTableCardPage from './pages/restro-table-card-page';
import type * as restroStaffPage from './pages/restro-staff-page';

/**
 * The files restro-menu exposes (rspack.config.mjs), held by the compiler to its contract in
 * remote-contracts.ts: a module missing or extra, or an export of the wrong shape, fails
 * typecheck. The build checks that this file imports what rspack.config.mjs exposes.
 */
export type RestroMenuExposes = ExposedModules<
  'restro_menu',
  {
    'page/restro-menu': typeof restroMenuPage;
    'page/restro-checkout': typeof restroCheckoutPage;
    'page/restro-profile': typeof restroProfilePage;
    'page/restro-order-status': typeof restroOrderStatusPage;
    'page/restro-table-card': typeof restroTableCardPage;
    'page/restro-staff': typeof restroStaffPage;
  }
>;
