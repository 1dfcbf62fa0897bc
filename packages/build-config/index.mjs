import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps } from './apps.mjs';
import { ROUTER_ENTRY, routerFacade, sharedSingletons } from './shared-deps.mjs';
import { RouterImportsPlugin } from './router-imports-plugin.mjs';
import { FederationEsmPlugin } from './federation-esm-plugin.mjs';
import { runtimeConfig } from './runtime-config.mjs';

export { apps, remoteApps } from './apps.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * The one rspack + Module Federation config of every app. An app's own config names only
 * what it exposes (and, for the host, its runtime plugins).
 *
 * @param {{ dir: string, exposes?: Record<string, string>, runtimePlugins?: string[], title?: string }} options
 *   dir: the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig({ dir, exposes = {}, runtimePlugins = [], title = 'Island Eats' }) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const app = apps.find((a) => a.dir === path.basename(dir));
  if (!app) throw new Error(`${dir} is not one of the apps in build-config/apps.mjs`);
  const production = process.env.NODE_ENV !== 'development';
  const router = routerFacade(dir);

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: app.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { [`${ROUTER_ENTRY}$`]: router.entry },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          type: 'javascript/auto',
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
        },
      ],
    },
    plugins: [
      new RouterImportsPlugin(router.facade),
      new FederationEsmPlugin(),
      new rspack.HtmlRspackPlugin({
        template: path.join(here, 'index.html'),
        templateParameters: { title },
        favicon: path.join(here, 'favicon.svg'),
        // the page's own scripts load from its root on any deep path; chunks keep 'auto' so a
        // remote's chunks load from the remote's origin
        publicPath: '/',
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons(pkg.dependencies ?? {}, router, Object.keys(exposes).length === 0),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: true,
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
    ],
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
          middleware: (_request, response) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(runtimeConfig()));
          },
        });
        return middlewares;
      },
    },
  };
}
