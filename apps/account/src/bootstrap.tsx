import { lazy } from 'react';
import { startApp, StandaloneHost } from '@island-eats/app-frame';

// Run alone on its own origin, this remote mounts its pages in a minimal host (DESIGN.md §3).
void startApp(() => (
  <StandaloneHost
    remote="account"
    pages={{
      'account/page/profile': lazy(() => import('./pages/profile-page')),
      'account/page/edit-profile': lazy(() => import('./pages/edit-profile-page')),
      'account/page/order-status': lazy(() => import('./pages/order-status-page')),
      'account/page/order-receipt': lazy(() => import('./pages/order-receipt-page')),
    }}
  />
));
