import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps } from './apps.mjs';
import { routerFacade, sharedSingletons } from './shared-deps.mjs';
import { nodeEnvPlugin, sourcePlugins, sourceResolve, sourceRules } from './source-pieces.mjs';
import { nodeConfig } from './node-config.mjs';
import { PageChunksPlugin } from './plugins/page-chunks-plugin.mjs';
import { BootstrapPreloadPlugin } from './plugins/bootstrap-preload-plugin.mjs';
import { REPLAY_EARLY_TAPS } from './head-scripts.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { RemoteContractPlugin } from './plugins/remote-contract-plugin.mjs';
import { contractFile, exposesOf } from './contract-exposes.mjs';

export { apps, remoteApps } from './apps.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * What an app's rspack.config.mjs says of it. dir: the app's folder (import.meta.dirname of its
 * rspack.config.mjs). What a remote exposes is its src/contract.ts's (contract-exposes.mjs).
 * @typedef {{ dir: string, runtimePlugins?: string[], title?: string }} AppOptions
 */
/** @typedef {import('@rspack/core').Configuration} Configuration */

/**
 * The one rspack + Module Federation config of every app. An app's own config names only its
 * folder (and, for the host, its runtime plugins); an app with a src/contract.ts is a remote
 * and exposes what that lists.
 *
 * A remote's production build is two compilations into its dist/: the federated part the
 * hosts load (remoteEntry.js, mf-manifest.json and the exposed modules), built without its own
 * copy of the federation runtime (the host provides it: `experiments.externalRuntime`), and a
 * standalone variant (dist/index.html and dist/standalone/) that runs the remote alone on its
 * origin with a runtime of its own. In development one config does both. In production every
 * remote, and each host the page server renders (the shell; restro-menu standalone, which has
 * a src/entry.server.ts), also gets a Node build for the page server (node-config.mjs).
 *
 * @param {AppOptions} appOptions
 * @returns {Configuration | Configuration[]}
 */
export function createAppConfig(appOptions) {
  const production = process.env.NODE_ENV !== 'development';
  const remote = existsSync(contractFile(appOptions.dir));
  const options = { ...appOptions, exposes: remote ? exposesOf(appOptions.dir) : {} };
  if (!remote) {
    return production
      ? [appConfig(options, 'host'), nodeConfig(options, 'host')]
      : appConfig(options, 'host');
  }
  if (!production) return appConfig(options, 'development');
  return [
    appConfig(options, 'federated'),
    appConfig(options, 'standalone'),
    nodeConfig(options, 'remote'),
    // a remote whose standalone page the page server renders (restro-menu's)
    existsSync(path.join(options.dir, 'src', 'entry.server.ts')) && nodeConfig(options, 'host'),
  ].filter((config) => config !== false);
}

/**
 * @param {AppOptions & { exposes: Record<string, string> }} options
 * @param {'host' | 'federated' | 'standalone' | 'development'} variant
 *   host: an app that exposes nothing (the shell): a page, provides the federation runtime to
 *   the remotes it loads; federated: a remote's remoteEntry.js and exposes only, on the host's
 *   runtime; standalone: a remote's page alone, a host as the shell is; development: a remote's
 *   page and its exposes.
 * @returns {Configuration}
 */
function appConfig({ dir, exposes, runtimePlugins = [], title = 'Island Eats' }, variant) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const app = apps.find((a) => a.dir === path.basename(dir));
  if (!app) throw new Error(`${dir} is not one of the apps in build-config/apps.mjs`);
  const production = process.env.NODE_ENV !== 'development';
  const router = routerFacade(dir);
  const page = variant !== 'federated';
  const host = variant === 'host' || variant === 'standalone';
  const rendered = existsSync(path.join(dir, 'src', 'entry.server.ts'));
  // the standalone page's scripts live in a folder of their own beside the federated build,
  // which owns dist/ and keeps that folder (buildApps empties it before a build)
  const folder = variant === 'standalone' ? 'standalone/' : '';
  /** @type {Partial<Record<typeof variant, { keep: RegExp } | false>>} */
  const cleaning = {
    federated: {
      keep: /^(standalone([\\/]|$)|index\.html|favicon\.svg|host-page-chunks\.json)/,
    },
    standalone: false,
  };
  const clean = cleaning[variant] ?? true;

  return {
    name: `${app.dir}${variant === 'host' || variant === 'development' ? '' : `-${variant}`}`,
    // the federated build cleans dist/ when it emits; built side by side, it sometimes did so
    // after a quick standalone build had written its folder and took it (keep notwithstanding)
    ...(variant === 'standalone' && { dependencies: [`${app.dir}-federated`] }),
    mode: production ? 'production' : 'development',
    context: dir,
    entry: page ? { main: './src/index.ts' } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: app.name,
      filename: `${folder}${production ? '[name].[contenthash:8].js' : '[name].js'}`,
      chunkFilename: `${folder}${production ? '[name].[contenthash:8].js' : '[name].js'}`,
      clean,
    },
    resolve: sourceResolve(router),
    module: { rules: sourceRules(production) },
    plugins: [
      ...sourcePlugins(router),
      (variant === 'federated' || variant === 'development') &&
        new RemoteContractPlugin({ dir, name: app.name }),
      host && production && rendered && new PageChunksPlugin(),
      page &&
        new rspack.HtmlRspackPlugin({
          template: path.join(here, 'index.html'),
          templateParameters: { title, replayEarlyTaps: REPLAY_EARLY_TAPS },
          // the inline script must stay as its hash in the policy says (head-scripts.mjs)
          minify: false,
          favicon: path.join(here, 'favicon.svg'),
          // the page's own scripts load from its root on any deep path; chunks keep 'auto' so a
          // remote's chunks load from the remote's origin
          publicPath: '/',
        }),
      page && production && new BootstrapPreloadPlugin(),
      nodeEnvPlugin(production),
      // a page always has a window and a document: what the sources keep for the page server
      // (their Node builds) is dropped from what a phone downloads
      new rspack.DefinePlugin({
        'typeof window': JSON.stringify('object'),
        'typeof document': JSON.stringify('object'),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: variant === 'standalone' ? {} : exposes,
        remotes: {},
        shared: sharedSingletons(pkg.dependencies ?? {}, router, host),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: variant !== 'standalone',
        dts: false,
        experiments: {
          optimization: { target: 'web' },
          ...(host && { provideExternalRuntime: true }),
          ...(variant === 'federated' && { externalRuntime: true }),
        },
      }),
    ].filter(Boolean),
    ...(production && {
      optimization: {
        // three passes of the minifier's compressor, each finding what the last made possible
        // (~0.15 KB gz of `/`)
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 } } }),
        ],
        // A page's own scripts in three (react-dom, the other packages, the app): each is
        // evaluated in a task of its own, so a phone's main thread is never blocked by one long
        // evaluation (Lighthouse's total blocking time). Remote chunks keep the default split.
        ...(host && {
          splitChunks: {
            cacheGroups: {
              reactDom: {
                test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(react-dom|scheduler)[@\\/]/,
                chunks: 'initial',
                name: 'react-dom',
                enforce: true,
                priority: 20,
              },
              vendors: {
                test: /[\\/]node_modules[\\/]/,
                chunks: 'initial',
                name: 'vendors',
                enforce: true,
                priority: 10,
              },
            },
          },
        }),
      },
    }),
    performance: false,
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // the dev server serves the same runtime config as `pnpm start`
      setupMiddlewares(middlewares) {
        middlewares.unshift({
          name: 'runtime-config',
          path: '/config.json',
          middleware: (
            /** @type {unknown} */ _request,
            /** @type {import('node:http').ServerResponse} */ response,
          ) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(runtimeConfig()));
          },
        });
        return middlewares;
      },
    },
  };
}
