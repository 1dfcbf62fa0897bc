export * from './remote-contracts';
export { routeTable, routesOf, type RemoteRoute } from './route-table';
export * as paths from './paths';
export { onRestroMenuPath, routePaths, type RestaurantView } from './route-paths';
export { AppProviders } from './app-providers';
export { loadRuntimeConfig } from './load-runtime-config';
export { startApp } from './start-app';
export { StandaloneHost } from './standalone-host';
export { pagesOf } from './pages-of';
