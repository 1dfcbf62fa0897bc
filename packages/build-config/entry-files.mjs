// The files of a built app that name its other files. An app server has browsers revalidate
// them on every load (app-server.mjs); a roll-out copies them last, in this order, so that
// nothing names a file not yet in place: the manifest, which the hosts read first, at the end
// (scripts/roll-app.mjs).

/** A remote's pages and their chunks (page-chunks-plugin.mjs), which the shell's page preloads. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

export const entryFiles = [
  'index.html',
  'mf-stats.json',
  PAGE_CHUNKS_FILE,
  'remoteEntry.js',
  'mf-manifest.json',
];
