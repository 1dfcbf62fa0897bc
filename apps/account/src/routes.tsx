import type { AccountPage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

export const pages: RoutesModule<AccountPage>['pages'] = {
  Profile: lazyPage(() => import('./pages/profile-page')),
  EditProfile: lazyPage(() => import('./pages/edit-profile-page')),
  OrderStatus: lazyPage(() => import('./pages/order-status-page')),
  OrderReceipt: lazyPage(() => import('./pages/order-receipt-page')),
};
