// The page server of a host (the shell; restro-menu standalone): `node --import tsx
// src/main.mts` (`pnpm start` runs one on each host's port: scripts/lib/page-server.mjs). It
// serves the host's built files and /config.json as every app server does (serve/serve-app.ts),
// and renders each page with the host's Node build (its dist/node-host/) and the remotes' Node
// builds, fetched from where each remote is served (remote-entries.ts).
// Environment: the runtime config's (*_URL and API_URL, or SITE_URL and RESTRO_MENU_URL:
// build-config runtime-config.mjs), the inside ways to the API and the remotes behind a proxy
// (API_INTERNAL_URL, REMOTES_INTERNAL_URL: internal-urls.ts), PORT, HOST (localhost) and
// SITE_DIST (the host's built folder; apps/shell/dist by default).
import path from 'node:path';
import { NODE_HOST_DIR, NODE_HOST_ENTRY } from '@island-eats/build-config/node-builds';
import { runtimeConfig } from '@island-eats/build-config/runtime-config';
import { internalUrls } from './internal-urls';
import { loadNodeHost } from './load-node-host';
import { nodeEntriesOf } from './node-entries';
import { remoteEntries } from './remote-entries';
import { serveApp } from './serve/serve-app';
import { warmRoutes } from './warm-routes';

const dist = path.resolve(
  process.env.SITE_DIST ?? path.join(import.meta.dirname, '../../../apps/shell/dist'),
);
const port = Number(process.env.PORT ?? 3000);
const config = runtimeConfig();
const inside = internalUrls(config, process.env);

async function main() {
  const host = await loadNodeHost(path.join(dist, NODE_HOST_DIR, NODE_HOST_ENTRY));
  const remotes = remoteEntries({
    host,
    entries: nodeEntriesOf(config.remotes, inside.remoteUrl),
    allowedOrigins: inside.allowedOrigins,
  });
  await warmRoutes(host, Date.now() + 30_000);
  const server = await serveApp({
    dist,
    port,
    host: process.env.HOST,
    config,
    remoteUrl: inside.remoteUrl,
    renderPage: (request) =>
      host.renderPage({ ...request, config: inside.renderConfig, load: (id) => remotes.load(id) }),
  });
  console.log(`${path.basename(path.dirname(dist))} served on http://localhost:${port}`);

  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('the page server could not start:', error);
  process.exit(1);
});
