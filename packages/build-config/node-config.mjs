import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps } from './apps.mjs';
import { routerFacade, sharedSingletons } from './shared-deps.mjs';
import { nodeEnvPlugin, sourcePlugins, sourceResolve, sourceRules } from './source-pieces.mjs';
import { NODE_HOST_DIR, NODE_HOST_ENTRY, NODE_REMOTE_DIR } from './node-builds.mjs';

const require = createRequire(import.meta.url);

/**
 * An app's Node build, which the page server runs to render on the server what the browser
 * builds render in the page: the same sources, singletons, router facade and axios
 * (source-pieces.mjs, shared-deps.mjs), with a federation runtime of its own (a Node process has
 * no host page to lend it one) and @module-federation/node's runtime plugin, which loads remote
 * entries and chunks over HTTP and runs them with vm.
 *
 * - 'remote': a remote's exposes as `dist/node/remoteEntry.js` (CommonJS, loaded by URL).
 * - 'host': a host's `dist/node-host/entry.cjs` (the shell's; restro-menu standalone's),
 *   required from disk by the page server; its remotes are registered at run time (the app's
 *   src/entry.server.ts).
 *
 * Not minified: read by a server, and its stack traces are read by people.
 *
 * @param {{ dir: string, exposes?: Record<string, string> }} options
 * @param {'remote' | 'host'} kind
 * @returns {import('@rspack/core').Configuration}
 */
export function nodeConfig({ dir, exposes = {} }, kind) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const app = apps.find((a) => a.dir === path.basename(dir));
  if (!app) throw new Error(`${dir} is not one of the apps in build-config/apps.mjs`);
  const router = routerFacade(dir, true);
  const remote = kind === 'remote';
  const library = { type: remote ? 'commonjs-module' : 'commonjs2' };
  return {
    name: `${app.dir}-node${remote ? '' : '-host'}`,
    // after the browser build that empties dist/ (a remote's federated one)
    dependencies: [Object.keys(exposes).length > 0 ? `${app.dir}-federated` : app.dir],
    mode: 'production',
    target: 'async-node',
    context: dir,
    entry: remote ? {} : { [path.basename(NODE_HOST_ENTRY, '.cjs')]: './src/entry.server.ts' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', remote ? NODE_REMOTE_DIR : NODE_HOST_DIR),
      // No origin baked in: 'auto' gives an async-node build no public path at all, and the
      // node runtime plugin then fetches a remote's chunks from beside the entry URL it was
      // registered with ('remote-entry-fallback'), wherever the remote is served; the host's
      // chunks are read from disk beside entry.cjs.
      publicPath: 'auto',
      uniqueName: `${app.name}_node${remote ? '' : '_host'}`,
      filename: remote ? '[name].js' : '[name].cjs',
      chunkFilename: '[name].[contenthash:8].js',
      library,
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    resolve: sourceResolve(router),
    module: { rules: sourceRules(true) },
    plugins: [
      ...sourcePlugins(router),
      nodeEnvPlugin(true),
      new ModuleFederationPlugin({
        name: app.name,
        ...(remote && { filename: 'remoteEntry.js', library }),
        exposes: remote ? exposes : {},
        remotes: {},
        shared: sharedSingletons(pkg.dependencies ?? {}, router),
        shareStrategy: 'loaded-first',
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
    ],
    optimization: { minimize: false },
    performance: false,
  };
}
