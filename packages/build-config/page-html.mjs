import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * An app's index.html as served: its runtime config inlined, so loadRuntimeConfig reads it
 * without a round trip of its own (on a phone's network, one step less before the first data),
 * and the response's style nonce (security-headers.mjs) where styled-components and the toasts
 * read it for the <style> elements they add.
 *
 * @param {string} dist the built app's folder
 * @param {object} config the runtime config
 * @param {string} styleNonce this response's nonce (base64: nothing to escape)
 */
export async function pageHtml(dist, config, styleNonce) {
  // read on each load: a rebuild while the site runs names new scripts
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  // `<` escaped: nothing in the config can close the script element
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<meta property="csp-nonce" content="${styleNonce}">` +
      `<script id="runtime-config" type="application/json">${json}</script></head>`,
  );
}
