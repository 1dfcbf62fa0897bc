// deploy/compose.yaml's layout without containers, for the deploy test and `pnpm bench`: API
// processes on one Postgres (a fresh schema on DATABASE_URL) and one Redis (REDIS_URL), and the
// page servers of the shell and of restro-menu standalone, behind nginx with the deploy config
// serving the built apps, all on 127.0.0.1 (restro-menu's host: restro.localhost, which browsers
// resolve to loopback).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import path from 'node:path';
import { NODE_HOST_DIR } from '@island-eats/build-config/node-builds';
import { startNginx } from './nginx-site.mjs';
import { startPageServer } from './page-server.mjs';
import { freshSchema } from './site-database.mjs';
import { startApi, waitFor } from './site-process.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** What the layout needs and cannot make itself, said plainly when it is missing. */
async function checkPrerequisites() {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      'The deploy layout needs a Postgres both API processes share: set DATABASE_URL ' +
        '(e.g. postgres://postgres@127.0.0.1:5432/postgres); it makes a schema of its own there.',
    );
  }
  const hosts = ['shell', 'restro-menu'].map((app) => path.join(root, 'apps', app, 'dist'));
  if (!hosts.every((dist) => existsSync(path.join(dist, NODE_HOST_DIR)))) {
    throw new Error('The deploy layout serves the production builds: run `pnpm build` first.');
  }
  const { hostname, port } = new URL(REDIS_URL);
  const answered = await new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
  });
  if (!answered) {
    throw new Error(`The deploy layout needs Redis at ${REDIS_URL} (set REDIS_URL): no answer.`);
  }
}

/** Deletes the layout's Redis keys (the Redis may be shared), with the server's own client. */
async function deleteRedisKeys(prefix) {
  const fromServer = createRequire(path.join(root, 'server/package.json'));
  const { Redis } = fromServer('ioredis');
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * Values of nginx's affinity cookie (ie_affinity) that lead to each API process by name, found
 * by asking: a client that sends one is served by that process while it is up.
 */
export async function affinityPins(siteUrl, names) {
  const pins = {};
  for (let n = 0; n < 200 && Object.keys(pins).length < names.length; n += 1) {
    const value = `pin-${n}`;
    const response = await fetch(`${siteUrl}/api/v1/health`, {
      headers: { cookie: `ie_affinity=${value}` },
    });
    const name = response.headers.get('x-api-instance');
    if (name && !pins[name]) pins[name] = value;
  }
  if (Object.keys(pins).length < names.length) {
    throw new Error(
      `nginx sent no request to some of ${names.join(', ')}: ${JSON.stringify(pins)}`,
    );
  }
  return pins;
}

/** restro-menu standalone's host name in the layout: its guests' pages, on nginx's port. */
const RESTRO_HOST = 'restro.localhost';

/**
 * The page servers of the shell and of restro-menu standalone, as compose runs them: the public
 * config of the one origin, the API and the remotes' files read through nginx's internal
 * listener. Resolves once both answer (they load the remotes' Node builds first).
 */
async function startPageServers({ siteUrl, restroUrl, internalUrl, pageOrigins }) {
  const env = {
    ...process.env,
    SITE_URL: siteUrl,
    RESTRO_MENU_URL: restroUrl,
    API_INTERNAL_URL: internalUrl,
    REMOTES_INTERNAL_URL: internalUrl,
    HOST: '127.0.0.1',
  };
  const servers = [];
  let stopped;
  const exited = new Promise((_resolve, reject) => {
    stopped = reject;
  });
  // a start that fails is thrown; one that stops later is only said (its pages answer 502)
  exited.catch(() => {});
  for (const [app, origin] of [
    ['shell', pageOrigins.shell],
    ['restro-menu', pageOrigins.restroMenu],
  ]) {
    servers.push(
      startPageServer({
        dist: path.join(root, 'apps', app, 'dist'),
        port: new URL(origin).port,
        env,
        onExit(code) {
          const error = new Error(`the page server of ${app} stopped (exit ${code})`);
          console.error(error.message);
          stopped(error);
        },
      }),
    );
  }
  const close = () => Promise.all(servers.map((server) => server.close()));
  try {
    const deadline = Date.now() + 90_000;
    await Promise.race([
      Promise.all(Object.values(pageOrigins).map((url) => waitFor(`${url}/config.json`, deadline))),
      exited,
    ]);
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}

/**
 * Starts `processes` API processes (named api-1, api-2, ... in their x-api-instance header),
 * nginx in front of the first `behindNginx` of them, on 4080 + `shift` (the API processes on the
 * ports after it), its internal listener on + 9, the page servers on + 12 (the shell) and
 * + 13 (restro-menu, on nginx's port as `restroUrl`), and the API processes' metrics ports
 * (METRICS_PORT, never behind nginx: `metricsUrl`) from + 15. Not + 10: at the tests'
 * shift that is 4190, a port fetch() refuses ("bad port": ManageSieve), as browsers do.
 * `reload(n)` puts the first n behind nginx.
 */
export async function startDeployLayout({
  shift,
  processes = 2,
  behindNginx = processes,
  env = {},
}) {
  await checkPrerequisites();
  const port = 4080 + shift;
  const siteUrl = `http://127.0.0.1:${port}`;
  const restroUrl = `http://${RESTRO_HOST}:${port}`;
  const pageOrigins = {
    shell: `http://127.0.0.1:${port + 12}`,
    restroMenu: `http://127.0.0.1:${port + 13}`,
  };
  const schema = await freshSchema(process.env.DATABASE_URL, 'deploy_layout');
  const prefix = `deploy:${randomBytes(4).toString('hex')}:`;
  const apis = [];
  let nginx;
  let pages;
  const stop = async () => {
    await nginx?.stop();
    await pages?.close();
    await Promise.all(apis.map((api) => api.stop()));
    await schema.drop();
    await deleteRedisKeys(prefix);
  };
  try {
    // one after the other: the first migrates and seeds the empty schema
    for (let n = 1; n <= processes; n += 1) {
      const metricsPort = port + 14 + n;
      const api = await startApi({
        shift: port + n - 4000,
        env: {
          DATABASE_URL: schema.url,
          REDIS_URL,
          REDIS_PREFIX: prefix,
          PUBLIC_URL: siteUrl,
          // every app is on nginx's one origin, restro-menu's guests on its host
          APP_ORIGINS: `${siteUrl},${restroUrl}`,
          TRUST_PROXY: 'loopback',
          API_INSTANCE: `api-${n}`,
          METRICS_PORT: String(metricsPort),
          ...env,
        },
      });
      apis.push({
        ...api,
        name: `api-${n}`,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      });
    }
    const origins = (count) => apis.slice(0, count).map((api) => api.url);
    nginx = await startNginx({
      port,
      apiOrigins: origins(behindNginx),
      pageOrigins,
      internalPort: port + 9,
      restroHost: RESTRO_HOST,
    });
    pages = await startPageServers({
      siteUrl,
      restroUrl,
      internalUrl: nginx.internalUrl,
      pageOrigins,
    });
    return {
      siteUrl,
      restroUrl,
      internalUrl: nginx.internalUrl,
      apis,
      reload: (count) => nginx.reload(origins(count)),
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
