// The types of node-builds.mjs, for the page server (packages/page-server).
export const NODE_REMOTE_DIR: string;
export const NODE_HOST_DIR: string;
export const NODE_HOST_ENTRY: string;
