import { lazy } from 'react';
import { startApp, StandaloneHost } from '@island-eats/app-frame';

// Run alone on its own origin, this remote mounts its pages in a minimal host (DESIGN.md §3).
void startApp(() => (
  <StandaloneHost
    remote="browse"
    pages={{
      'browse/page/home': lazy(() => import('./pages/home-page')),
      'browse/page/restaurants': lazy(() => import('./pages/restaurants-page')),
      'browse/page/favorites': lazy(() => import('./pages/favorites-page')),
    }}
  />
));
