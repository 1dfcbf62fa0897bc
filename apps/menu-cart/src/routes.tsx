import { lazy } from 'react';
import type { MenuCartPage, RoutesModule } from '@island-eats/app-frame';

export const pages: RoutesModule<MenuCartPage>['pages'] = {
  RestaurantDetails: lazy(() => import('./pages/restaurant-details-page')),
  MyCart: lazy(() => import('./pages/my-cart-page')),
};
