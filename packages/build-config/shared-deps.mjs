// The modules every app shares as singletons: one React, one router, one store, one theme,
// one toast container, one session and one event bus on the page (DESIGN.md §3).
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'jotai',
  'styled-components',
  'react-toastify',
  '@island-eats/api-client',
  '@island-eats/ui',
  '@island-eats/event-bus',
];

/** @param {Record<string, string>} deps the app's package.json dependencies */
export function sharedSingletons(deps) {
  return Object.fromEntries(
    singletons.map((name) => {
      const pkg = name.endsWith('/') ? name.slice(0, -1) : name;
      const range = deps[pkg];
      const requiredVersion = !range || range.startsWith('workspace:') ? false : range;
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}
