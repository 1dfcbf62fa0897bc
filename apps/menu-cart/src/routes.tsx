import type { MenuCartPage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

export const pages: RoutesModule<MenuCartPage>['pages'] = {
  RestaurantDetails: lazyPage(() => import('./pages/restaurant-details-page')),
  MyCart: lazyPage(() => import('./pages/my-cart-page')),
};
