// An app's server renders the pages its pageFirstPaint module paints per request, with their
// data, from the Node copy of that module its build writes (index.mjs's serverConfig): a page
// of a host's (its renderPageFirstPaint: a restaurant's page with the restaurant, or a
// customer's profile for the session their request came with, which the shell's page asks
// for: remote-hints.mjs), a part it lends hosts (its renderPartFirstPaint:
// an outlet's menu, which restro-menu's renderer asks for) and a page of its own that stands
// alone without the shell's frame (its renderOwnPageFirstPaint: restro-menu's outlet page).
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const PAGE_RENDERER_DIR = 'server';
export const PAGE_RENDERER_NAME = 'page-first-paint';
/**
 * How long a render may take before its page goes without it: less than the 300 ms the shell's
 * page waits for the answer (remote-hints.mjs), which also carries it over the network.
 */
export const PAGE_RENDER_WAIT_MS = 250;

const require = createRequire(import.meta.url);
const loaded = new Map();

/** The app's renderer module, loaded again when a rebuild has replaced it; null without one. */
function rendererOf(dist) {
  const file = path.join(dist, PAGE_RENDERER_DIR, `${PAGE_RENDERER_NAME}.cjs`);
  if (!existsSync(file)) return null;
  const { mtimeMs } = statSync(file);
  const kept = loaded.get(file);
  if (kept?.mtimeMs === mtimeMs) return kept.module;
  delete require.cache[file];
  const module = require(file);
  loaded.set(file, { mtimeMs, module });
  return module;
}

/** Loads the app's renderer ahead of the first page that needs it (a few MB to read). */
export function loadPageRenderer(dist) {
  try {
    rendererOf(dist);
  } catch (error) {
    console.error(`${dist}: its page renderer does not load:`, error);
  }
}

/**
 * What `paint(module)` answers (`{ html, css }`); null where the app paints nothing, fails, or
 * takes longer than PAGE_RENDER_WAIT_MS (the page then shows its loader, as it would without).
 */
async function firstPaint(dist, what, paint) {
  const failed = (error) => {
    console.error(`first paint of ${what} failed: ${error?.message ?? error}`);
    return null;
  };
  try {
    const module = rendererOf(dist);
    if (!module) return null;
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, PAGE_RENDER_WAIT_MS, null)));
    try {
      return await Promise.race([Promise.resolve(paint(module)).catch(failed), late]);
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    return failed(error);
  }
}

/**
 * The first paint of the app's page at `pathname`, rendered now with its data (or null); a
 * customer's own page (their profile) with theirs, for `caller.sessionToken`.
 */
export function renderPageFirstPaint(dist, config, pathname, caller = {}) {
  return firstPaint(
    dist,
    pathname,
    (module) => module.renderPageFirstPaint?.(pathname, config, caller) ?? null,
  );
}

/** The first paint of the app's own page at `pathname`, one without the shell's frame (or null). */
export function renderOwnPageFirstPaint(dist, config, pathname) {
  return firstPaint(
    dist,
    pathname,
    (module) => module.renderOwnPageFirstPaint?.(pathname, config) ?? null,
  );
}

/** The first paint of the remote part `part` of the app for `props` (or null). */
export function renderPartFirstPaint(dist, config, part, props) {
  return firstPaint(
    dist,
    part,
    (module) => module.renderPartFirstPaint?.(part, props, config) ?? null,
  );
}
