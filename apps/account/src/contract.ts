import type { ExposedModules } from '@island-eats/app-frame';
import type * as addressChooser from './exposed-address-chooser';
import type * as addressDialog from './exposed-address-dialog';
import type * as addressManager from './exposed-address-manager';
import type * as orderTracking from './exposed-order-tracking';
import type * as outletOrders from './exposed-outlet-orders';
import type * as profilePage from './pages/profile-page';
import type * as editProfilePage from './pages/edit-profile-page';
import type * as orderStatusPage from './pages/order-status-page';
import type * as orderReceiptPage from './pages/order-receipt-page';

/**
 * The files account exposes (rspack.config.mjs), held by the compiler to its contract in
 * remote-contracts.ts: a module missing or extra, or an export of the wrong shape, fails
 * typecheck. The build checks that this file imports what rspack.config.mjs exposes.
 */
export type AccountExposes = ExposedModules<
  'account',
  {
    'page/profile': typeof profilePage;
    'page/edit-profile': typeof editProfilePage;
    'page/order-status': typeof orderStatusPage;
    'page/order-receipt': typeof orderReceiptPage;
    'address-chooser': typeof addressChooser;
    'address-manager': typeof addressManager;
    'address-dialog': typeof addressDialog;
    'outlet-orders': typeof outletOrders;
    'order-tracking': typeof orderTracking;
  }
>;
