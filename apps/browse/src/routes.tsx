import type { BrowsePage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

export const pages: RoutesModule<BrowsePage>['pages'] = {
  Home: lazyPage(() => import('./pages/home-page')),
  Restaurants: lazyPage(() => import('./pages/restaurants-page')),
  Favorites: lazyPage(() => import('./pages/favorites-page')),
};
