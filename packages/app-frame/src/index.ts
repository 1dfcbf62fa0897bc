export * from './remote-contracts';
export { routeTable, routesOf, type RemoteRoute } from './route-table';
export { onRestroMenuPath, paths, routePaths, type RestaurantView } from './paths';
export { AppProviders } from './app-providers';
export { loadRuntimeConfig } from './load-runtime-config';
export { startApp } from './start-app';
export { StandaloneHost } from './standalone-host';
