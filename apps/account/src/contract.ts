import type { ExposedModules } from '@island-eats/app-frame';

/**
 * What account exposes, each module once: its build's exposes (build-config reads the imports
 * below), its standalone page's pages (bootstrap.tsx) and the hosts' types of it
 * (app-frame's RemoteModules) are all made from this list.
 */
export const exposes = {
  'page/profile': () => import('./pages/profile-page'),
  'page/edit-profile': () => import('./pages/edit-profile-page'),
  'page/order-status': () => import('./pages/order-status-page'),
  'page/order-receipt': () => import('./pages/order-receipt-page'),
  'address-chooser': () => import('./exposed-address-chooser'),
  'address-manager': () => import('./exposed-address-manager'),
  'address-dialog': () => import('./exposed-address-dialog'),
  'outlet-orders': () => import('./exposed-outlet-orders'),
  'order-tracking': () => import('./exposed-order-tracking'),
} satisfies ExposedModules;
