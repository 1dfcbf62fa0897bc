import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * An app's index.html as served: its runtime config inlined, so loadRuntimeConfig reads it
 * without a round trip of its own (on a phone's network, one step less before the first data).
 *
 * @param {string} dist the built app's folder
 * @param {object} config the runtime config
 */
export async function pageHtml(dist, config) {
  // read on each load: a rebuild while the site runs names new scripts
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  // `<` escaped: nothing in the config can close the script element
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script id="runtime-config" type="application/json">${json}</script></head>`,
  );
}
