import type { ExposedModules } from '@island-eats/app-frame';

/**
 * What menu-cart exposes, each module once: its build's exposes (build-config reads the imports
 * below), its standalone page's pages (bootstrap.tsx) and the hosts' types of it
 * (app-frame's RemoteModules) are all made from this list.
 */
export const exposes = {
  'page/restaurant-details': () => import('./pages/restaurant-details-page'),
  'page/my-cart': () => import('./pages/my-cart-page'),
  'cart-panel': () => import('./exposed-cart-panel'),
  'add-to-cart-modal': () => import('./exposed-add-to-cart-modal'),
  'outlet-menu': () => import('./exposed-outlet-menu'),
} satisfies ExposedModules;
