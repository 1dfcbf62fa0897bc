// Remote loading for a host page (the shell, restro-menu): only a host imports this entry, so
// an app that hosts nothing does not bundle the federation runtime's loader.
export { preloadRemoteModule, registerRemoteManifests } from './load-remote-module';
export { RemotePage } from './remote-page';
export { RemotePart } from './remote-part';
export { RemoteFallback } from './remote-fallback';
