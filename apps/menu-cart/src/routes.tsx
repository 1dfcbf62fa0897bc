import { lazy } from 'react';
import type { MenuCartPage, RoutesModule } from '@island-eats/app-frame';

export const pages: RoutesModule<MenuCartPage>['pages'] = {
  RestaurantDetails: lazy(() => import('./features/restaurant-details/restaurant-details-page')),
  MyCart: lazy(() => import('./features/cart/my-cart-page')),
};
