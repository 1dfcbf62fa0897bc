import type { ExposedModules } from '@island-eats/app-frame';

/**
 * What browse exposes, each module once: its build's exposes (build-config reads the imports
 * below), its standalone page's pages (bootstrap.tsx) and the hosts' types of it
 * (app-frame's RemoteModules) are all made from this list.
 */
export const exposes = {
  'page/home': () => import('./pages/home-page'),
  'page/restaurants': () => import('./pages/restaurants-page'),
  'page/favorites': () => import('./pages/favorites-page'),
} satisfies ExposedModules;
