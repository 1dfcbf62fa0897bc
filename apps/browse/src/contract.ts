import type { ExposedModules } from '@island-eats/app-frame';
import type * as homePage from './pages/home-page';
import type * as restaurantsPage from './pages/restaurants-page';
import type * as favoritesPage from './pages/favorites-page';

/**
 * The files browse exposes (rspack.config.mjs), held by the compiler to its contract in
 * remote-contracts.ts: a module missing or extra, or an export of the wrong shape, fails
 * typecheck. The build checks that this file imports what rspack.config.mjs exposes.
 */
export type BrowseExposes = ExposedModules<
  'browse',
  {
    'page/home': typeof homePage;
    'page/restaurants': typeof restaurantsPage;
    'page/favorites': typeof favoritesPage;
  }
>;
