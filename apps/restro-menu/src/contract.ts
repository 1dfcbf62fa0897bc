import type { ExposedModules } from '@island-eats/app-frame';
import type * as routes from './routes';

/**
 * The files restro-menu exposes (rspack.config.mjs), held by the compiler to its contract in
 * remote-contracts.ts: a module missing or extra, or an export of the wrong shape, fails
 * typecheck. The build checks that this file imports what rspack.config.mjs exposes.
 */
export type RestroMenuExposes = ExposedModules<
  'restro_menu',
  {
    routes: typeof routes;
  }
>;
