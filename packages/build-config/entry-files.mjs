// The files of a built app that name its other files. An app server has browsers revalidate
// them on every load (app-server.mjs); a roll-out copies them last, in this order, so that
// nothing names a file not yet in place: the manifest, which the hosts read first, at the end
// (scripts/roll-app.mjs).
export const entryFiles = ['index.html', 'mf-stats.json', 'remoteEntry.js', 'mf-manifest.json'];
