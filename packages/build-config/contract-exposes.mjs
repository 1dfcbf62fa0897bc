// A remote's exposes, read from its src/contract.ts: the one list of what it exposes, whose
// `exposes` object also gives its standalone pages and the hosts' types (app-frame's
// remote-contracts.ts). Read as text, so the build and the tests need no TypeScript for it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteApps } from './apps.mjs';

/** One entry of the list: `'cart-panel': () => import('./features/cart/components/cart-panel'),` */
const ENTRY = /^\s*'?([\w/-]+)'?:\s*\(\)\s*=>\s*import\(\s*'(\.[^']+)'\s*\)/gm;
const appsDir = path.resolve(import.meta.dirname, '../../apps');

/** @param {string} dir the app's folder */
export const contractFile = (dir) => path.join(dir, 'src', 'contract.ts');

/**
 * The text of an app's contract, '' when it has none (the shell, which exposes nothing).
 * @param {string} dir
 */
export const contractText = (dir) =>
  existsSync(contractFile(dir)) ? readFileSync(contractFile(dir), 'utf8') : '';

/**
 * What an app exposes, as Module Federation takes it: './cart-panel' →
 * './src/features/cart/components/cart-panel.tsx'. A file that is not there keeps its import's
 * path, for the contract check to name (remote-contract.mjs).
 * @param {string} dir the app's folder
 * @returns {Record<string, string>}
 */
export function exposesOf(dir) {
  /** @type {Record<string, string>} */
  const exposes = {};
  for (const [, module, specifier] of contractText(dir).matchAll(ENTRY)) {
    const source = `./${path.posix.join('src', /** @type {string} */ (specifier))}`;
    const file = ['.tsx', '.ts']
      .map((ext) => source + ext)
      .find((f) => existsSync(path.join(dir, f)));
    exposes[`./${module}`] = file ?? source;
  }
  return exposes;
}

/**
 * Every module id the remotes expose ('menu_cart/cart-panel'), as their contracts list them:
 * app-frame's RemoteModuleId at run time, for the browser tests that load each one.
 * @returns {string[]}
 */
export const remoteModuleIds = () =>
  remoteApps.flatMap((app) =>
    Object.keys(exposesOf(path.join(appsDir, app.dir))).map((module) =>
      module.replace(/^\.\//, `${app.name}/`),
    ),
  );
