import { lazy } from 'react';
import type { AccountPage, RoutesModule } from '@island-eats/app-frame';

export const pages: RoutesModule<AccountPage>['pages'] = {
  Profile: lazy(() => import('./features/profile/profile-page')),
  EditProfile: lazy(() => import('./features/profile/edit-profile-page')),
  OrderStatus: lazy(() => import('./features/track-order/order-status-page')),
};
