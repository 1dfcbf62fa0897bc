import path from 'node:path';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

// The modules every app shares as singletons: one React, one router, one store, one theme,
// one toast container, one session and one event bus on the page (DESIGN.md §3).
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'jotai',
  'styled-components',
  'react-toastify',
  '@island-eats/api-client',
  '@island-eats/ui',
  '@island-eats/event-bus',
];

// Shared like the rest but kept out of a host's first scripts: react-toastify loads with the
// page's first toast (ui's notify and Toasts).
const loadedOnDemand = new Set(['react-toastify']);

const here = import.meta.dirname;
/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The request react-router-dom.mjs imports react-router through (an alias, never shared). */
export const ROUTER_ENTRY = 'island-eats-react-router-entry';

/**
 * react-router-dom as the app would resolve it, and react-router's ESM entry behind it. The
 * app shares react-router-dom.mjs under react-router-dom's name and version: only the router
 * API it lists is bundled, and only once on the page.
 *
 * @param {string} dir the app's folder
 */
export function routerFacade(dir, production = process.env.NODE_ENV !== 'development') {
  const fromApp = createRequire(path.join(dir, 'package.json'));
  const domPackage = fromApp.resolve('react-router-dom/package.json');
  const routerPackage = createRequire(domPackage).resolve('react-router/package.json');
  return {
    facade: path.join(here, 'react-router-dom.mjs'),
    version: readJson(domPackage).version,
    // react-router publishes its production build (no dev warnings and checks) beside the
    // development one its package points at; a production build of ours takes that one
    entry: path
      .join(path.dirname(routerPackage), readJson(routerPackage).module)
      .replace(/([\\/])development([\\/])/, production ? '$1production$2' : '$&'),
  };
}

/**
 * @param {Record<string, string>} deps the app's package.json dependencies
 * @param {{ version: string }} router from routerFacade()
 * @param {boolean} eager bundle the shared modules into the first scripts: for the host, which
 *   needs every one of them on its first page anyway (all but those loaded on demand), so they
 *   come with the page's first scripts instead of a chunk each (still consumed only behind the
 *   async bootstrap)
 */
export function sharedSingletons(deps, router, eager = false) {
  return Object.fromEntries(
    singletons.map((name) => {
      const pkg = name.endsWith('/') ? name.slice(0, -1) : name;
      const range = deps[pkg];
      // the host provides them before anything else loads, so it only ever gets its own: no
      // range to check (the remotes' ranges are checked against the host's versions)
      const requiredVersion = eager || !range || range.startsWith('workspace:') ? false : range;
      /**
       * @type {{ singleton: boolean, requiredVersion: string | false, eager: boolean,
       *   import?: string, version?: string }}
       */
      const config = {
        singleton: true,
        requiredVersion,
        eager: eager && !loadedOnDemand.has(name),
      };
      if (name === 'react-router-dom') config.version = router.version;
      return [name, config];
    }),
  );
}
