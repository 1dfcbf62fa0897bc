import { rspack } from '@rspack/core';

/**
 * Adds `<link rel="preload">` for an app's bootstrap chunk (the async boundary its index.ts
 * imports, `import('./bootstrap')`, DESIGN.md §3) to its index.html. Otherwise the browser
 * only asks for it once the page's first scripts have run, one round trip later on everything
 * the page shows.
 */
export class BootstrapPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootstrapPreloadPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise('BootstrapPreloadPlugin', async (data) => {
        // found by its import, not a chunk name, which would cost bytes in the page's runtime
        const bootstrap = compilation.chunkGroups.find((group) =>
          group.origins.some((origin) => origin.request === './bootstrap'),
        );
        const files = bootstrap?.getFiles() ?? [];
        for (const file of files.filter((name) => name.endsWith('.js'))) {
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
