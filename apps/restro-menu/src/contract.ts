import type { ExposedModules } from '@island-eats/app-frame';

/**
 * What restro-menu exposes, each module once: its build's exposes (build-config reads the
 * imports below), its own pages when it runs alone (own-pages.ts) and the shell's types of it
 * (app-frame's RemoteModules) are all made from this list.
 */
export const exposes = {
  'page/restro-menu': () => import('./pages/restro-menu-page'),
  'page/restro-checkout': () => import('./pages/restro-checkout-page'),
  'page/restro-profile': () => import('./pages/restro-profile-page'),
  'page/restro-order-status': () => import('./pages/restro-order-status-page'),
  'page/restro-table-card': () => import('./pages/restro-table-card-page'),
  'page/restro-staff': () => import('./pages/restro-staff-page'),
} satisfies ExposedModules;
