import type { BrowsePage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

// each page's chunk is named `page-<Page>`: the shell's page server preloads the one a path
// shows (build-config's page-chunks-plugin.mjs)
export const pages: RoutesModule<BrowsePage>['pages'] = {
  Home: lazyPage(() => import(/* webpackChunkName: "page-Home" */ './pages/home-page')),
  Restaurants: lazyPage(
    () => import(/* webpackChunkName: "page-Restaurants" */ './pages/restaurants-page'),
  ),
  Favorites: lazyPage(
    () => import(/* webpackChunkName: "page-Favorites" */ './pages/favorites-page'),
  ),
};
