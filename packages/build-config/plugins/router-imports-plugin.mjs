import { readFileSync } from 'node:fs';

const importPattern =
  /(?:import|export)\s+(type\s+)?([\w$*{}\s,]*?)\s*from\s*['"](react-router(?:-dom)?)['"]/g;

/**
 * The names react-router-dom.mjs exports (the router API every app shares).
 * @param {string} facade its file
 */
export function facadeExports(facade) {
  const block = readFileSync(facade, 'utf8').match(/export\s*\{([^}]*)\}/)?.[1];
  if (block === undefined) throw new Error(`${facade} exports no list of names`);
  return new Set(
    block
      .split(',')
      .map((item) =>
        item
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(/** @returns {name is string} */ (name) => Boolean(name)),
  );
}

/**
 * Problems with one source file's router imports: names the shared router does not have.
 * @param {string} source
 * @param {Set<string>} available
 */
export function routerImportProblems(source, available) {
  const problems = [];
  for (const [, typeOnly, clause, from] of source.matchAll(importPattern)) {
    if (typeOnly) continue;
    if (from === 'react-router') {
      problems.push("imports 'react-router': import from 'react-router-dom' (the shared router)");
      continue;
    }
    const named = (clause ?? '').match(/^\{([^}]*)\}$/);
    if (!named) {
      problems.push(`'${clause}' from 'react-router-dom': use named imports`);
      continue;
    }
    for (const item of (named[1] ?? '').split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0];
      if (!name || name.startsWith('type ')) continue;
      if (!available.has(name)) problems.push(`'${name}' is not in the shared react-router-dom`);
    }
  }
  return problems;
}

/**
 * Fails the build when the app's own code imports router API that the shared react-router-dom
 * (react-router-dom.mjs) does not export: such an import would be undefined at run time.
 */
export class RouterImportsPlugin {
  /** @param {string} facade react-router-dom.mjs */
  constructor(facade) {
    this.available = facadeExports(facade);
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouterImportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterImportsPlugin', (modules) => {
        for (const module of modules) {
          // a normal module's file; other modules (runtime, federation) have none
          const file = /** @type {{ resource?: string }} */ (module).resource?.split('?')[0];
          if (!file || file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) continue;
          for (const problem of routerImportProblems(readFileSync(file, 'utf8'), this.available)) {
            compilation.errors.push(
              new compiler.rspack.WebpackError(
                `${file}: ${problem}. Add it to packages/build-config/react-router-dom.mjs.`,
              ),
            );
          }
        }
      });
    });
  }
}
