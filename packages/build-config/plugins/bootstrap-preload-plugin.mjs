import { rspack } from '@rspack/core';
import { scriptsByImport } from './chunk-groups.mjs';

/**
 * Adds `<link rel="preload">` for an app's bootstrap chunk (the async boundary its index.ts
 * imports, `import('./bootstrap')`, DESIGN.md §3) to its index.html. Otherwise the browser
 * only asks for it once the page's first scripts have run, one round trip later on everything
 * the page shows.
 */
export class BootstrapPreloadPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootstrapPreloadPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise('BootstrapPreloadPlugin', async (data) => {
        const bootstrap = './bootstrap';
        const found = scriptsByImport(compilation, (request) => request === bootstrap);
        for (const file of found.get(bootstrap) ?? []) {
          data.assetTags.meta.push({
            tagName: 'link',
            attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
            voidTag: true,
          });
        }
        return data;
      });
    });
  }
}
