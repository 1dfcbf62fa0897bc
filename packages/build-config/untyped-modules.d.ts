// What the browser pieces of the build import that has no types of its own.

/** axios' own modules, which axios-facade.mjs builds the instance from. */
declare module 'axios/unsafe/*';

/**
 * react-router's ESM entry, which react-router-dom.mjs imports by this name (shared-deps.mjs
 * ROUTER_ENTRY); source-pieces.mjs aliases it to the app's own react-router.
 */
declare module 'island-eats-react-router-entry';
