import { lazy } from 'react';
import { startApp, StandaloneHost } from '@island-eats/app-frame';

// Run alone on its own origin, this remote mounts its pages in a minimal host (DESIGN.md §3).
void startApp(() => (
  <StandaloneHost
    remote="checkout_pay"
    pages={{
      'checkout_pay/page/checkout': lazy(() => import('./pages/checkout-page')),
    }}
  />
));
