// Serves one built app on its own, the way `pnpm start` does: `node scripts/serve-app.mjs <app> <port>`.
// The runtime config comes from the environment (*_URL, API_URL), as at start.
import path from 'node:path';
import { serveApp } from '@island-eats/build-config/app-server';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) {
  console.error('usage: node scripts/serve-app.mjs <app folder> <port>');
  process.exit(2);
}
const server = await serveApp({
  dist: path.resolve(import.meta.dirname, '../apps', dir, 'dist'),
  port: Number(port),
});
console.log(`${dir} served on http://localhost:${port}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
