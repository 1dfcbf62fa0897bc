// Where an app's Node build lands in its dist/ (node-config.mjs), for the servers that read it.

/**
 * A remote's Node build: `node/remoteEntry.js` and its chunks, which the page server fetches
 * over HTTP from the remote's server and runs with vm (@module-federation/node).
 */
export const NODE_REMOTE_DIR = 'node';

/**
 * A host's Node build (the shell's, restro-menu's), read from disk by the page server, never
 * served.
 */
export const NODE_HOST_DIR = 'node-host';
export const NODE_HOST_ENTRY = 'entry.cjs';
