import { rspack } from '@rspack/core';
import { scriptsByImport } from './chunk-groups.mjs';
import { HOST_PAGE_CHUNKS_FILE } from '../entry-files.mjs';

// A host loads each of its own pages from `./pages/<name>-page` (restro-menu's src/contract.ts,
// through own-pages.ts), so a page's chunk group is known by its import alone
// (chunk-groups.mjs); the name is the page's, as its expose (`restro_menu/page/<name>`) says it
// to the shell.
const pageImport = /^\.\/pages\/([\w-]+)-page$/;

/**
 * Writes a rendered host's host-page-chunks.json: for each of its own pages, the script files
 * that page loads, which the page server preloads with the page that shows it (page-server
 * page-html.ts) instead of the browser asking for them once the host's first scripts have run.
 * A remote's pages need none of this: each is an expose, listed with its scripts in its manifest.
 */
export class PageChunksPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, string[]>} */
          const pages = {};
          const found = scriptsByImport(compilation, (request) => pageImport.test(request));
          for (const [request, files] of found) pages[request.replace(pageImport, '$1')] = files;
          compilation.emitAsset(
            HOST_PAGE_CHUNKS_FILE,
            new rspack.sources.RawSource(JSON.stringify(pages)),
          );
        },
      );
    });
  }
}
