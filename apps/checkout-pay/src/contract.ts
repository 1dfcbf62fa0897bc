import type { ExposedModules } from '@island-eats/app-frame';

/**
 * What checkout-pay exposes, each module once: its build's exposes (build-config reads the
 * imports below), its standalone page's pages (bootstrap.tsx) and the hosts' types of it
 * (app-frame's RemoteModules) are all made from this list.
 */
export const exposes = {
  'page/checkout': () => import('./pages/checkout-page'),
  checkout: () => import('./exposed-checkout'),
  'tip-payment-modal': () => import('./exposed-tip-payment-modal'),
  'tip-return': () => import('./exposed-tip-return'),
} satisfies ExposedModules;
