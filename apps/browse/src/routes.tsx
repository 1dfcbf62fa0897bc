import { lazy } from 'react';
import type { BrowsePage, RoutesModule } from '@island-eats/app-frame';

export const pages: RoutesModule<BrowsePage>['pages'] = {
  Home: lazy(() => import('./features/home/home-page')),
  Restaurants: lazy(() => import('./features/restaurants/restaurants-page')),
  Favorites: lazy(() => import('./features/favorites/favorites-page')),
};
