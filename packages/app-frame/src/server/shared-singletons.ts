/**
 * Loads the host's copy of every module the apps share as a singleton (build-config
 * shared-deps.mjs), before any remote is loaded. The builds take a shared module already
 * loaded in the process (shareStrategy 'loaded-first'): with these loaded, every remote uses
 * the host's copies, read from disk and kept across remote rolls, instead of some loading their
 * own (two jotai default stores, two React dispatchers).
 */
export const loadSharedSingletons = () =>
  Promise.all([
    import('react'),
    import('react/jsx-runtime'),
    import('react-dom'),
    import('react-dom/server'),
    import('react-router-dom'),
    import('jotai'),
    import('styled-components'),
    import('react-toastify'),
    import('@island-eats/api-client'),
    import('@island-eats/ui'),
    import('@island-eats/event-bus'),
  ]);
