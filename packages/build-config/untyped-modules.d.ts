// What the browser pieces of the build import that has no types of its own.

/** axios' own modules, which axios-facade.mjs builds the instance from. */
declare module 'axios/unsafe/*';

/** react-router's ESM entry, aliased per app (shared-deps.mjs ROUTER_ENTRY): react-router-dom.mjs. */
declare module 'island-eats-react-router-entry';
