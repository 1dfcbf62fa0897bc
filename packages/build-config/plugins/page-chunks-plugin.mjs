import { rspack } from '@rspack/core';
import { scriptsByImport } from './chunk-groups.mjs';
import { PAGE_CHUNKS_FILE } from '../entry-files.mjs';

// A remote's routes module imports each page from `./pages/<page-in-kebab-case>-page`
// (`MyCart: lazyPage(() => import('./pages/my-cart-page'))`), so a page's chunk group is known
// by its import alone (chunk-groups.mjs).
const pageImport = /^\.\/pages\/([\w-]+)-page$/;
/** @param {string} kebab */
const pascal = (kebab) =>
  kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter) => letter.toUpperCase());

/**
 * Writes a remote's page-chunks.json beside its manifest: for each page of its routes module,
 * the script files that page loads. The manifest lists the routes module's async chunks only
 * all together; with this, the shell's page server can preload the one page a path shows
 * (page-server remote-hints.ts) while the shell's own scripts are still on their way, instead
 * of after they have run. A host's build writes the same of its own pages as `file`
 * (HOST_PAGE_CHUNKS_FILE: restro-menu standalone's menu page is its own).
 */
export class PageChunksPlugin {
  /** @param {string} [file] */
  constructor(file = PAGE_CHUNKS_FILE) {
    this.file = file;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, string[]>} */
          const pages = {};
          const found = scriptsByImport(compilation, (request) => pageImport.test(request));
          for (const [request, files] of found) {
            pages[pascal(request.replace(pageImport, '$1'))] = files;
          }
          compilation.emitAsset(this.file, new rspack.sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}
