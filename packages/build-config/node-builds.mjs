// Where an app's Node build lands in its dist/ (node-config.mjs), for the servers that read it.

/**
 * A remote's Node build: `node/remoteEntry.js` and its chunks, which the page server fetches
 * over HTTP from the remote's server and runs with vm (@module-federation/node). Not `server/`:
 * that is the page renderer's (page-renderer.mjs) until the page server replaces it.
 */
export const NODE_REMOTE_DIR = 'node';

/** The shell's Node host build, read from disk by the page server and never served. */
export const NODE_HOST_DIR = 'node-host';
export const NODE_HOST_ENTRY = 'entry.cjs';
