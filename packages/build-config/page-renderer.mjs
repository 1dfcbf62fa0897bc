// An app's server renders the pages its pageFirstPaint module paints per request, with their
// data (its renderPageFirstPaint: a restaurant's page with the restaurant), and the parts it
// lends hosts (its renderPartFirstPaint: an outlet's menu), from the Node copy of that module
// its build writes (index.mjs's serverConfig). The shell's page asks a remote's server for a
// page (remote-hints.mjs), restro-menu's renderer asks menu-cart's for the menu.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const PAGE_RENDERER_DIR = 'server';
export const PAGE_RENDERER_NAME = 'page-first-paint';
/** How long a page's HTML waits for its first paint before it goes without one. */
export const PAGE_RENDER_WAIT_MS = 300;

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
    const late = new Promise((resolve) => setTimeout(resolve, PAGE_RENDER_WAIT_MS, null));
    return await Promise.race([Promise.resolve(paint(module)).catch(failed), late]);
  } catch (error) {
    return failed(error);
  }
}

/** The first paint of the app's page at `pathname`, rendered now with its data (or null). */
export function renderPageFirstPaint(dist, config, pathname) {
  return firstPaint(
    dist,
    pathname,
    (module) => module.renderPageFirstPaint?.(pathname, config) ?? null,
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
