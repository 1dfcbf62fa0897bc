// `pnpm --filter @island-eats/server build` (and `pnpm build`): the API compiled to
// server/dist/main.js, which plain `node` runs (the production mode of README.md).
// `node scripts/build.mjs <folder>` builds into another folder under server/ (the tests do, so two
// runs at once never share, nor empty, one output).
//
// One bundle, because the workspace packages the server imports (@island-eats/api-client) are
// TypeScript sources that node cannot load. The server's own dependencies stay outside it and
// load from server/node_modules as usual: PGlite finds its WebAssembly beside its own files.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';

const serverDir = path.resolve(import.meta.dirname, '..');
const outDir = path.join(serverDir, process.argv[2] ?? 'dist');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@island-eats/'));
const isExternal = (request) =>
  external.some((name) => request === name || request.startsWith(`${name}/`));

const compiler = rspack({
  mode: 'production',
  context: serverDir,
  target: 'node20',
  // the embedded database's thread (src/db/pglite-thread.ts) loads dist/pglite-worker.js
  entry: { main: './src/main.ts', 'pglite-worker': './src/db/pglite-worker.ts' },
  output: {
    path: outDir,
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  // __dirname stays node's own: the output folder, from which db/paths.ts finds server/
  node: { __dirname: false, __filename: false },
  resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) =>
      request && isExternal(request) ? callback(undefined, `commonjs ${request}`) : callback(),
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  // stack traces in the log point at the TypeScript lines
  devtool: 'source-map',
  optimization: { minimize: false },
  performance: false,
});

compiler.run((error, stats) => {
  compiler.close(() => {});
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats.toString({ all: false, errors: true }));
    process.exit(1);
  }
  console.log(`server built to ${path.relative(process.cwd(), outDir)}`);
});
