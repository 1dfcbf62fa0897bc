import { lazy } from 'react';
import type { BrowsePage, RoutesModule } from '@island-eats/app-frame';

export const pages: RoutesModule<BrowsePage>['pages'] = {
  Home: lazy(() => import('./pages/home-page')),
  Restaurants: lazy(() => import('./pages/restaurants-page')),
  Favorites: lazy(() => import('./pages/favorites-page')),
};
