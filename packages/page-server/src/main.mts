// The page server of the shell: `node --import tsx src/main.mts` (scripts/start.mjs runs it on
// the shell's port). It serves the shell's built files and /config.json as every app server
// does (build-config app-server.mjs), and renders each page with the shell's Node build and
// the remotes' Node builds, fetched from where each remote is served (remote-entries.ts).
// Environment: the runtime config's (*_URL, API_URL), PORT, and SHELL_DIST (a build kept
// elsewhere; apps/shell/dist by default).
import path from 'node:path';
import { serveApp } from '@island-eats/build-config/app-server';
import { NODE_HOST_DIR, NODE_HOST_ENTRY } from '@island-eats/build-config/node-builds';
import { runtimeConfig } from '@island-eats/build-config/runtime-config';
import { loadNodeHost } from './load-node-host';
import { nodeEntriesOf } from './node-entries';
import { remoteEntries } from './remote-entries';
import { warmRoutes } from './warm-routes';

const dist = path.resolve(
  process.env.SHELL_DIST ?? path.join(import.meta.dirname, '../../../apps/shell/dist'),
);
const port = Number(process.env.PORT ?? 3000);
const config = runtimeConfig();

async function main() {
  const host = await loadNodeHost(path.join(dist, NODE_HOST_DIR, NODE_HOST_ENTRY));
  const remotes = remoteEntries({
    host,
    entries: nodeEntriesOf(config.remotes),
    allowedOrigins: Object.values(config.remotes),
  });
  await warmRoutes(host, Date.now() + 30_000);
  const server = await serveApp({
    dist,
    port,
    config,
    renderPage: (request) =>
      host.renderPage({ ...request, config, load: (id) => remotes.load(id) }),
  });
  console.log(`shell served on http://localhost:${port}`);

  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('the page server could not start:', error);
  process.exit(1);
});
