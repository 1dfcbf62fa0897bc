// The files of a built app that name its other files. An app server has browsers revalidate
// them on every load (page-server serve-app.ts); a roll-out copies them last, in this order, so
// that nothing names a file not yet in place: the manifest, which the hosts read first, at the
// end (scripts/roll-app.mjs). A remote's Node entry comes after it: the page server follows it
// (page-server remote-entries.ts), and what it renders the browser then hydrates from the
// manifest, so the manifest must already name the same build.

import { NODE_REMOTE_DIR } from './node-builds.mjs';

/**
 * A rendered host's own pages and their chunks, which its page preloads (page-server
 * page-html.ts): the shell's (its pages are remotes', so none) and restro-menu standalone's.
 */
export const HOST_PAGE_CHUNKS_FILE = 'host-page-chunks.json';

export const entryFiles = [
  'index.html',
  'mf-stats.json',
  HOST_PAGE_CHUNKS_FILE,
  'remoteEntry.js',
  'mf-manifest.json',
  `${NODE_REMOTE_DIR}/remoteEntry.js`,
];
