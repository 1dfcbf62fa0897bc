// Runs a whole copy of the site (`scripts/start.mjs`) on shifted ports and a fresh database,
// for the browser tests and the benchmarks, so they never touch a developer's `pnpm start`.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { apps } from '@island-eats/build-config';
import { envName } from '@island-eats/build-config/runtime-config';
import { newestMtime } from '@island-eats/build-config/build-apps';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'server');

/** Whether server/dist is missing or older than the API's sources (api-client's among them). */
function apiStale() {
  const built = path.join(serverDir, 'dist', 'main.js');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(serverDir, 'src')),
    newestMtime(path.join(serverDir, 'scripts')),
    statSync(path.join(serverDir, 'package.json')).mtimeMs,
    newestMtime(path.join(root, 'packages', 'api-client', 'src')),
  );
  return sources > statSync(built).mtimeMs;
}

/**
 * How `pnpm start`, `pnpm bench`, `pnpm load` and the browser tests' site run the API, given
 * `env` (its environment), in dev mode as in production: compiled (server/dist, built when its
 * sources are newer: about a second; a build left as it is never pulls the files from under an
 * API running from them), then plain node. Run from its sources through tsx, the API kept ~45 MB
 * more at rest (issue 37: tsx and the compiled sources, in the API's thread and again in its
 * embedded database's).
 *
 * On the embedded database (no DATABASE_URL) V8's heap grows in steps of 10% instead of its
 * default's larger ones: under `pnpm load`'s 200 customers the API peaked at 341 MB instead of
 * 435-449, with the same orders a minute and p99s. With Postgres V8 keeps its defaults: the
 * database's memory is then its own server's, not the API's.
 *
 * Returns where and how to run it, and `env` with the memory settings every run shares.
 */
export function apiCommand(env) {
  if (apiStale()) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  }
  const embedded = !env.DATABASE_URL;
  return {
    cwd: serverDir,
    // glibc gives each thread that allocates (zlib's compression, PGlite's file system, sockets)
    // an arena of its own that it never hands back: two keep 5,000 trackers' API at ~430 MB
    // instead of ~580 (pnpm bench), at no cost we could measure
    env: { MALLOC_ARENA_MAX: '2', ...env },
    args: [
      ...(embedded ? ['--heap-growing-percent=10'] : []),
      '--enable-source-maps',
      'dist/main.js',
    ],
  };
}

/** The URLs of a site copy whose ports are the usual ones plus `shift`. */
export function siteUrls(shift) {
  return {
    api: `http://localhost:${4000 + shift}`,
    apps: Object.fromEntries(apps.map((app) => [app.dir, `http://localhost:${app.port + shift}`])),
  };
}

/**
 * What a rig of many customers on 127.0.0.1 needs: every browser test (and every simulated
 * customer of `pnpm load`) signs up, logs in, sends and checks codes and places orders from
 * that one address. The per-address request limits would count them all as one client
 * (per-account limits still apply).
 */
export const LOOPBACK_RIG_ENV = {
  OTP_MAX_PER_IP: '1000',
  RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1',
};

/**
 * A rig's API runs in dev mode (server/src/dev-mode.ts), as `pnpm start` runs it: its customers
 * sign up with the codes of the dev OTP reader, staff calls use the default key, orders are
 * paid in the sandbox.
 */
export const DEV_MODE_ENV = { ISLAND_EATS_DEV: '1' };

/** Resolves once `url` answers 200; throws at `deadline` (a Date.now() time). */
export async function waitFor(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Whether something already listens on the local port, at this address. */
function listening(port, host) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The ports of `urls` another process listens on already. */
export async function takenPorts(urls) {
  const taken = [];
  for (const port of urls.map((url) => Number(new URL(url).port))) {
    // the apps listen on `localhost`, which may be IPv4, IPv6 or both
    if ((await listening(port, '127.0.0.1')) || (await listening(port, '::1'))) taken.push(port);
  }
  return taken;
}

/**
 * Refuses ports another process holds: the new site's servers would fail to listen while the
 * old one answered its health checks, and the tests would run against a stale site.
 */
async function refuseTakenPorts(urls) {
  const taken = await takenPorts([urls.api, ...Object.values(urls.apps)]);
  if (taken.length > 0) {
    throw new Error(
      `port ${taken.join(', ')} is already in use: stop what runs there (an earlier run's ` +
        'site?) or move this one with E2E_PORT_SHIFT',
    );
  }
}

const ROUTINE_LOG_LINE = /^\{"level":(10|20|30),/;

/**
 * Starts the site as `pnpm start` does; resolves once the API and every app answer. With
 * `logFile`, everything the site prints (the API's log) is written to that file, and what is
 * more than routine to the terminal too.
 */
export async function startSite({ shift, env = {}, logFile }) {
  const urls = siteUrls(shift);
  await refuseTakenPorts(urls);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'island-eats-'));
  const siteEnv = {
    API_URL: urls.api,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_AUTO_PROGRESS: '0',
    ...LOOPBACK_RIG_ENV,
  };
  for (const app of apps) siteEnv[envName(app)] = urls.apps[app.dir];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...siteEnv, ...env },
    stdio: ['ignore', logFile ? 'pipe' : 'inherit', logFile ? 'pipe' : 'inherit'],
    detached: true,
  });
  if (logFile) {
    const log = createWriteStream(logFile);
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => log.write(chunk));
      // the file has every line; the terminal what is not the API's routine (pino's info, debug)
      createInterface({ input: from }).on('line', (line) => {
        if (!ROUTINE_LOG_LINE.test(line)) to.write(`${line}\n`);
      });
    }
    child.once('exit', () => log.end());
  }
  const deadline = Date.now() + 180_000;
  await waitFor(`${urls.api}/api/v1/health`, deadline);
  await Promise.all(Object.values(urls.apps).map((url) => waitFor(`${url}/config.json`, deadline)));

  /** Stops the site; `beforeRemoving(dataDir)` may read its database before it is deleted. */
  async function stop({ beforeRemoving } = {}) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    try {
      await beforeRemoving?.(dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { urls, stop };
}

/** `make()`, the folder removed when it throws (a failed build leaves no empty database folder). */
function withFolder(folder, make) {
  try {
    return make();
  } catch (failure) {
    rmSync(folder, { recursive: true, force: true });
    throw failure;
  }
}

/**
 * Only the API of a site copy, run as `pnpm start` runs it (apiCommand), on 4000 + `shift`
 * with a fresh PGlite folder unless `env` names a DATABASE_URL.
 * Resolves once it answers; `pid` is the API's own process.
 */
export async function startApi({ shift, env = {} }) {
  // the address the API listens on, not `localhost`, which a client may try as ::1 first
  const url = `http://127.0.0.1:${4000 + shift}`;
  const urls = siteUrls(shift);
  if (await listening(4000 + shift, '127.0.0.1')) {
    throw new Error(`port ${4000 + shift} is already in use: stop what runs there`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'island-eats-api-'));
  const api = withFolder(dataDir, () =>
    apiCommand({
      ...process.env,
      PORT: String(new URL(url).port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_AUTO_PROGRESS: '0',
      LOG_LEVEL: 'warn',
      APP_ORIGINS: [urls.apps.shell, urls.apps['restro-menu']].join(','),
      ...DEV_MODE_ENV,
      ...LOOPBACK_RIG_ENV,
      ...env,
    }),
  );
  const child = spawn(process.execPath, api.args, {
    cwd: api.cwd,
    env: api.env,
    // the IPC channel is the API's lifeline (server/src/main.ts): it stops if this process dies
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitFor(`${url}/api/v1/health`, Date.now() + 120_000),
    exited.then((code) => Promise.reject(new Error(`the API exited (${code})`))),
  ]);

  /** Stops the API; `beforeRemoving(dataDir)` may read its database before it is deleted. */
  async function stop({ beforeRemoving } = {}) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    try {
      await beforeRemoving?.(dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { url, pid: child.pid, stop };
}
