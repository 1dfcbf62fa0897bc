// `pnpm start`: starts the API, builds what is not built meanwhile, then serves the whole site
// with demo data: the API on :4000 and every app on its own origin (DESIGN.md §2). Ports follow the *_URL
// variables of the runtime config, so a second copy (the browser tests) can run beside it.
// Run with `node --import tsx`: the app servers are the page server's TypeScript.
import { execFileSync, spawn } from 'node:child_process';
import { apps } from '@island-eats/build-config';
import { appOrigin, runtimeConfig } from '@island-eats/build-config/runtime-config';
import { serveApp } from '@island-eats/page-server/serve-app';
import { distOf, root, staleApps } from '@island-eats/build-config/build-apps';
import { rendersPages, startPageServer } from './lib/page-server.mjs';
import { apiCommand, takenPorts, waitFor } from './lib/site-process.mjs';

// The apps are built for production; the API runs in dev mode (ISLAND_EATS_DEV=1: the OTP code
// reader, the staff key, the sandbox) unless NODE_ENV=production asks for production on purpose.
const apiNodeEnv = process.env.NODE_ENV ?? 'development';
process.env.NODE_ENV ??= 'production';
const apiUrl = new URL(process.env.API_URL ?? 'http://localhost:4000');
// where the wallet may send a payer back: the apps a payer pays from, wherever they are served
const appOrigins = ['shell', 'restro-menu'].map((dir) =>
  appOrigin(apps.find((a) => a.dir === dir)),
);

// A second `pnpm start` (or anything else on these ports) would fail half-way, after the build
const taken = await takenPorts([apiUrl.href, ...apps.map((app) => appOrigin(app))]);
if (taken.length > 0) {
  console.error(
    `Island Eats cannot start: port ${taken.join(', ')} is in use. Is it running already ` +
      "(another `pnpm start`)? Stop that one, or move this one with API_URL and the apps' " +
      '*_URL variables.',
  );
  process.exit(1);
}

// The API runs compiled (site-process.mjs: apiCommand); in production it refuses what production
// must not run with (server/src/production-mode.ts). It starts before the apps build: a new
// database (made, migrated and seeded: seconds) is ready by then.
const apiCall = apiCommand({
  PORT: apiUrl.port,
  PUBLIC_URL: apiUrl.origin,
  DEMO_AUTO_PROGRESS: '1',
  LOG_LEVEL: 'warn',
  APP_ORIGINS: appOrigins.join(','),
  ...(apiNodeEnv === 'production' ? {} : { ISLAND_EATS_DEV: '1' }),
  ...process.env,
  NODE_ENV: apiNodeEnv,
});
const api = spawn(process.execPath, apiCall.args, {
  cwd: apiCall.cwd,
  // The IPC channel is the API's lifeline: it shuts down when this process dies, even by SIGKILL.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: apiCall.env,
});
const apiExited = new Promise((resolve) => api.once('exit', resolve));

// (the page servers, once started; an API that stops during the build is reported after it)
let servers = [];
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // The API finishes the requests in flight and closes the database before it exits: wait.
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  await Promise.all([apiExited, ...servers.map((server) => server.close())]);
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`the API server stopped (exit ${code})`);
    stop(1);
  }
});

const stale = staleApps();
if (stale.length) {
  // in a process of its own, without tsx (scripts/build.mjs says why)
  const names = stale.map((app) => app.dir).join(',');
  execFileSync(process.execPath, ['scripts/build.mjs', '--apps', names], {
    cwd: root,
    stdio: 'inherit',
  });
}

const config = runtimeConfig();
servers = await Promise.all(
  apps.map((app) =>
    // a host's pages are rendered per request by its page server (scripts/lib/page-server.mjs)
    rendersPages(distOf(app))
      ? startPageServer({
          dist: distOf(app),
          port: new URL(appOrigin(app)).port,
          onExit(code) {
            console.error(`the page server of ${app.dir} stopped (exit ${code})`);
            stop(1);
          },
        })
      : serveApp({ dist: distOf(app), port: Number(new URL(appOrigin(app)).port), config }),
  ),
);

// The URL is announced only once everything answers: a page opened before the API listens
// would start with failed reads (the API opens its database and migrates first).
const startedAt = Date.now();
try {
  // (an API that stops meanwhile is reported, and everything stopped, by its exit handler)
  await Promise.all([
    waitFor(`${apiUrl.origin}/api/v1/health`, startedAt + 180_000),
    ...apps.map((app) => waitFor(`${appOrigin(app)}/config.json`, startedAt + 180_000)),
  ]);
} catch (failure) {
  console.error(`Island Eats did not start: ${failure.message}`);
  await stop(1);
}
console.log(`API           ${apiUrl.origin}`);
for (const app of apps) console.log(`${app.dir.padEnd(13)} ${appOrigin(app)}`);
console.log(`Island Eats: open ${appOrigin(apps[0])}`);
