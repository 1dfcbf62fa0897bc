// Serves one built app on its own, the way `pnpm start` does (a host by its page server):
// `node --import tsx scripts/serve-app.mjs <app> <port> [dist folder]` (by default
// apps/<app>/dist; another folder serves a build of the app kept elsewhere, e.g. one being rolled
// out). tsx: the app server is the page server's TypeScript (packages/page-server/src/serve).
// The runtime config comes from the environment (*_URL, API_URL), as at start.
import path from 'node:path';
import { serveApp } from '@island-eats/page-server/serve-app';
import { rendersPages, startPageServer } from './lib/page-server.mjs';

const [dir, port, dist] = process.argv.slice(2);
if (!dir || !port) {
  console.error('usage: node --import tsx scripts/serve-app.mjs <app folder> <port> [dist folder]');
  process.exit(2);
}
const served = path.resolve(dist ?? path.join(import.meta.dirname, '../apps', dir, 'dist'));
const pages = rendersPages(served);
const server = pages
  ? // it says where it serves itself, once it does
    startPageServer({ dist: served, port, onExit: (code) => process.exit(code ?? 1) })
  : await serveApp({ dist: served, port: Number(port) });
if (!pages) console.log(`${dir} served on http://localhost:${port}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
