import { lazy } from 'react';
import { startApp, StandaloneHost } from '@island-eats/app-frame';

// Run alone on its own origin, this remote mounts its pages in a minimal host (DESIGN.md §3).
void startApp(() => (
  <StandaloneHost
    remote="menu_cart"
    pages={{
      'menu_cart/page/restaurant-details': lazy(() => import('./pages/restaurant-details-page')),
      'menu_cart/page/my-cart': lazy(() => import('./pages/my-cart-page')),
    }}
  />
));
