import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The element page-html.mjs adds the remote's preloads to. */
export const AFTER_PAINT_ID = 'after-paint';

const escaped = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const attributesOf = (tag) =>
  Object.entries(tag.attributes)
    .filter(([, value]) => value !== false && value !== undefined && value !== null)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escaped(value)}"`))
    .join('');
const html = (tag) =>
  `<${tag.tagName}${attributesOf(tag)}>${tag.voidTag ? '' : `</${tag.tagName}>`}`;

const isScriptPreload = (tag) =>
  tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script';

/** The starter runs a script from its `src` alone: one that needs more would break unseen. */
function assertPlainScript(tag) {
  const more = Object.keys(tag.attributes).filter((name) => !['src', 'defer'].includes(name));
  if (more.length > 0) {
    throw new Error(
      `start-after-paint.js runs scripts from their src only, not ${more.join(', ')}`,
    );
  }
}

/**
 * A page's code is asked for once the HTML's own paint is on screen: its scripts and script
 * preloads (bootstrap-preload-plugin.mjs) wait, inert, in `<template id="after-paint">`, and one
 * small starter script (start-after-paint.js) adds them to the page after its first contentful
 * paint and the pictures in sight. page-html.mjs puts the remote's preloads in the same template.
 *
 * Why: a page painted from its HTML (first-paint-plugin.mjs, a remote's page paint) shows long
 * before ~140 KB gz of scripts reach a phone, and on a phone's shared bandwidth its picture
 * arrives sooner without them. Lighthouse's LCP (its Lantern simulation) counts every script
 * downloaded before the largest paint whose evaluation it cannot place after it (short tasks it
 * prunes): asked for from the head, they cost the painted pages ~1 s of simulated LCP in some
 * runs (~2.0 s instead of ~0.9 s), depending only on whether they arrived before the paint.
 *
 * @param {{ folder: string }} options where the page's scripts are written ('' or 'standalone/')
 */
export class ScriptsAfterPaintPlugin {
  constructor({ folder }) {
    this.folder = folder;
  }

  apply(compiler) {
    // (compiler.rspack, and the starter read here: page-html.mjs, on the page server, imports
    // this module for AFTER_PAINT_ID alone)
    const { Compilation, HtmlRspackPlugin, sources, experiments } = compiler.rspack;
    const written = readFileSync(path.join(import.meta.dirname, 'start-after-paint.js'), 'utf8');
    const starter = experiments.swc.minifySync(written, { compress: true, mangle: true }).code;
    const hash = createHash('sha256').update(starter).digest('hex').slice(0, 8);
    const file = `${this.folder}start-after-paint.${hash}.js`;
    compiler.hooks.thisCompilation.tap('ScriptsAfterPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ScriptsAfterPaintPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => compilation.emitAsset(file, new sources.RawSource(starter)),
      );
      const hooks = HtmlRspackPlugin.getCompilationHooks(compilation);
      /** The page's code as its HTML will hold it: each page's by its file name. */
      const codeOf = new Map();
      hooks.alterAssetTags.tapPromise('ScriptsAfterPaintPlugin', async (data) => {
        data.assetTags.scripts.forEach(assertPlainScript);
        const code = [...data.assetTags.scripts, ...data.assetTags.meta.filter(isScriptPreload)];
        codeOf.set(data.outputName, code.map(html).join(''));
        data.assetTags.meta = data.assetTags.meta.filter((tag) => !isScriptPreload(tag));
        data.assetTags.scripts = [
          {
            tagName: 'script',
            attributes: { defer: true, src: `${data.publicPath}${file}` },
            voidTag: false,
          },
        ];
        return data;
      });
      // (in the HTML as it is written: a tag's inner HTML would be escaped)
      hooks.beforeEmit.tapPromise('ScriptsAfterPaintPlugin', async (data) => {
        const template = `<template id="${AFTER_PAINT_ID}">${codeOf.get(data.outputName)}</template>`;
        data.html = data.html.replace('</head>', () => `${template}</head>`);
        return data;
      });
    });
  }
}
