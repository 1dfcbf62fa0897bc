import { rspack } from '@rspack/core';
import { PAGE_CHUNKS_FILE } from './entry-files.mjs';

const PREFIX = 'page-';

/**
 * Writes a remote's page-chunks.json beside its manifest: for each page of its routes module
 * (the chunk groups its `routes.tsx` names `page-<Page>`), the script files that page loads.
 * The manifest lists the routes module's async chunks only all together; with this, the
 * shell's page server can preload the one page a path shows (remote-hints.mjs) while the
 * shell's own scripts are still on their way, instead of after they have run.
 */
export class PageChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(PREFIX)) continue;
            pages[name.slice(PREFIX.length)] = group
              .getFiles()
              .filter((file) => file.endsWith('.js'));
          }
          compilation.emitAsset(
            PAGE_CHUNKS_FILE,
            new rspack.sources.RawSource(JSON.stringify(pages)),
          );
        },
      );
    });
  }
}
