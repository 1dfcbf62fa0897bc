import path from 'node:path';
import { readdirSync, statSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { apps } from './apps.mjs';
import { NODE_HOST_DIR, NODE_REMOTE_DIR } from './node-builds.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
/** @typedef {import('./apps.mjs').App} App */
/** @typedef {import('@rspack/core').Configuration} Configuration */

/** @param {App} app */
export const distOf = (app) => path.join(root, 'apps', app.dir, 'dist');

/** @param {string} dir @returns {number} */
export function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Apps whose dist is missing or older than their sources or the shared packages. */
export function staleApps() {
  const shared = newestMtime(path.join(root, 'packages'));
  return apps.filter((app) => {
    const built = path.join(distOf(app), 'index.html');
    if (!existsSync(built)) return true;
    const sources = Math.max(shared, newestMtime(path.join(root, 'apps', app.dir)));
    return sources > statSync(built).mtimeMs;
  });
}

// Served with @fastify/static's preCompressed option: the browser gets brotli or gzip for free.
// Not the Node builds: a server reads them, once per build, and brotli's best setting on their
// unminified files costs seconds of every build.
const notCompressed = new Set([NODE_REMOTE_DIR, NODE_HOST_DIR]);
/** @param {string} dir */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!notCompressed.has(entry.name)) precompress(full);
    } else if (/\.(js|html|json|css|svg)$/.test(entry.name)) {
      const body = readFileSync(full);
      writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
      writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

/**
 * Production builds of the given apps in one multi-compiler run, each into its dist/ or into
 * `dist(app)` (a folder to roll out from: scripts/roll-app.mjs); `adjust` may change each of
 * their rspack configs.
 *
 * @param {App[]} [selected]
 * @param {{ dist?: (app: App) => string, adjust?: (config: Configuration) => Configuration }} [options]
 */
export async function buildApps(
  selected = apps,
  { dist = distOf, adjust = (config) => config } = {},
) {
  if (selected.length === 0) return;
  const configs = await Promise.all(
    selected.map(async (app) => {
      const module = await import(path.join(root, 'apps', app.dir, 'rspack.config.mjs'));
      // the same place within `dist(app)` (a Node build: its node/ or node-host/ folder)
      /** @param {Configuration} config */
      const within = (config) =>
        path.relative(distOf(app), /** @type {string} */ (config.output?.path));
      return [module.default].flat().map((/** @type {Configuration} */ config) =>
        adjust({
          ...config,
          output: { ...config.output, path: path.join(dist(app), within(config)) },
        }),
      );
    }),
  ).then((list) => list.flat());
  // a remote's standalone variant does not clean its folder itself (index.mjs)
  for (const app of selected)
    rmSync(path.join(dist(app), 'standalone'), { recursive: true, force: true });
  const started = Date.now();
  const stats = await new Promise((resolve, reject) => {
    rspack(configs, (error, result) => (error ? reject(error) : resolve(result)));
  });
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error('build failed');
  }
  for (const app of selected) precompress(dist(app));
  console.log(
    `built ${selected.map((app) => app.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
