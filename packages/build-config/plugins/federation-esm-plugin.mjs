import path from 'node:path';
import { createRequire } from 'node:module';

const commonJsFile = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.cjs$/;
// rspack's federation plugin aliases these to their CommonJS files
const aliasedToCommonJs = new Set([
  '@module-federation/runtime',
  '@module-federation/runtime-tools',
]);

/**
 * Rspack's federation plugin imports the bundler runtime by its CommonJS path (and aliases the
 * runtime to CommonJS), so the whole federation runtime lands in every app as CommonJS, which
 * cannot be tree-shaken. These packages ship the same code as ESM beside it: use that, so the
 * parts an app never runs (node loading, features the build turns off) drop out.
 */
export class FederationEsmPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('FederationEsmPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FederationEsmPlugin', (data) => {
        if (commonJsFile.test(data.request)) {
          data.request = data.request.replace(/\.cjs$/, '.js');
        } else if (aliasedToCommonJs.has(data.request) && data.context) {
          const resolved = createRequire(path.join(data.context, 'noop.js')).resolve(data.request);
          if (commonJsFile.test(resolved)) data.request = resolved.replace(/\.cjs$/, '.js');
        }
      });
    });
  }
}
