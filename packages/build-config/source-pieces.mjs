import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ROUTER_ENTRY } from './shared-deps.mjs';
import { RouterImportsPlugin } from './plugins/router-imports-plugin.mjs';
import { FederationEsmPlugin } from './plugins/federation-esm-plugin.mjs';

// How an app's sources are compiled, the same in its browser and its Node builds: one
// transform, one router facade, one axios, so both targets run the same modules.

const here = import.meta.dirname;
const require = createRequire(import.meta.url);

/** @param {boolean} production */
const swcRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  type: 'javascript/auto',
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2022',
      // styled-components' CSS minified in the template literals and its calls marked pure, so
      // an unused styled component is dropped: ~0.7 KB gz of the first load of `/`. The Wasm
      // plugin is tied to the swc_core of @rspack/core: an upgrade of either that breaks the
      // pair fails the build loudly (rspack.rs/errors/swc-plugin-version).
      // ssr: ids from the file's path instead of a counter, the same in the browser and the
      // Node builds (both production builds: a development build's ids carry display names),
      // so a page the page server rendered hydrates with its class names, and a remote's Node
      // build, loaded again after a roll, names its classes as before (TOOLCHAIN.md).
      experimental: {
        plugins: [
          [
            require.resolve('@swc/plugin-styled-components'),
            {
              displayName: !production,
              ssr: true,
              minify: true,
              pure: true,
              transpileTemplateLiterals: false,
            },
          ],
        ],
      },
    },
  },
});

/**
 * The loaders of an app's sources (and react-router's, marked pure).
 * @param {boolean} production
 */
export const sourceRules = (production) => [
  swcRule(production),
  {
    test: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
    loader: path.join(here, 'react-router-pure-loader.cjs'),
  },
];

/** @param {{ facade: string, entry: string }} router from routerFacade() */
export const sourceResolve = (router) => ({
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  alias: {
    // the router API we use (react-router-dom.mjs): an alias and not the share's `import`, which
    // would write the facade's absolute path, this checkout's, into the first scripts
    'react-router-dom$': router.facade,
    [`${ROUTER_ENTRY}$`]: router.entry,
    // the axios instance without what no code of ours uses (axios-facade.mjs)
    axios$: path.join(here, 'axios-facade.mjs'),
  },
});

/** The plugins that shape what an app's sources import. @param {{ facade: string }} router */
export const sourcePlugins = (router) => [
  new RouterImportsPlugin(router.facade),
  new rspack.NormalModuleReplacementPlugin(
    /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    path.join(here, 'axios-without-fetch.mjs'),
  ),
  new rspack.NormalModuleReplacementPlugin(
    /[\\/]axios[\\/]lib[\\/]helpers[\\/]toFormData\.js$/,
    path.join(here, 'axios-query-params.mjs'),
  ),
  new rspack.NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/,
    path.join(here, 'federation-error-texts.mjs'),
  ),
  new FederationEsmPlugin(),
];

/** @param {boolean} production */
export const nodeEnvPlugin = (production) =>
  new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
  });
