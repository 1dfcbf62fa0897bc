import { lazy } from 'react';
import type { AccountPage, RoutesModule } from '@island-eats/app-frame';

export const pages: RoutesModule<AccountPage>['pages'] = {
  Profile: lazy(() => import('./pages/profile-page')),
  EditProfile: lazy(() => import('./pages/edit-profile-page')),
  OrderStatus: lazy(() => import('./pages/order-status-page')),
};
