export { renderApp, startApi, type RenderAppOptions, type TestServer } from './render-app';
