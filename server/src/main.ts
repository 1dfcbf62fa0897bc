import { buildApp } from './app';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { productionProblems } from './production-mode';
import { DEV_MODE_SETTING, devMode } from './dev-mode';
import { openDb } from './db/open-db';
import { seedLargeMenu } from './seed/large-menu';
import { seedIfEmpty } from './seed/seed';
import { startAutoProgress } from './staff/auto-progress';
import { collectProcessMetrics } from './metrics/metrics';
import { startMetricsServer } from './metrics/metrics-server';

type Stop = (why: string, drain?: boolean) => Promise<void>;

/**
 * The API process: open the database, bring it up to date, seed a new one, listen. A stop
 * asked for once the database is open (a signal, the parent gone) waits until the process can
 * close it cleanly: PGlite's folder is consistent only once it is closed. Before that there is
 * nothing to close, and a start that hangs (an unreachable database) must still stop.
 */
async function main() {
  let dbOpen = false;
  let started: (stop: Stop) => void = () => {};
  const whenStarted = new Promise<Stop>((resolve) => (started = resolve));
  const ask = (...args: Parameters<Stop>) => {
    if (!dbOpen) process.exit(0);
    void whenStarted.then((stop) => stop(...args));
  };
  process.on('SIGINT', () => ask('SIGINT'));
  // SIGTERM is how an orchestrator or compose stops a process: it drains first. SIGINT is a
  // person at a terminal, and a parent gone leaves nobody to drain for.
  process.on('SIGTERM', () => ask('SIGTERM', true));
  // Started by `pnpm start` over an IPC channel: if that parent dies (even by SIGKILL), the
  // channel closes, and the API must not live on holding the port and the database.
  if (process.connected) process.on('disconnect', () => ask('parent exited'));

  const problems = productionProblems();
  if (problems.length > 0) {
    const mode = devMode() ? '' : ` in production mode (${DEV_MODE_SETTING} is not 1)`;
    console.error(`The API will not start${mode}:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  const config = readConfig();
  collectProcessMetrics();
  const db = await openDb(config.db);
  dbOpen = true;
  await migrate(db);
  await seedIfEmpty(db);
  // `pnpm bench` measures a restaurant with a menu of this many dishes.
  const largeMenu = Number(process.env.DEMO_LARGE_MENU);
  if (largeMenu > 0) await seedLargeMenu(db, largeMenu);
  const app = await buildApp({
    db,
    publicUrl: config.publicUrl,
    loginActive: config.loginActive,
    otpMaxPerIp: config.otpMaxPerIp,
    trustProxy: config.trustProxy,
    limits: { exemptAddresses: config.rateLimitExemptAddresses },
    logger: { level: process.env.LOG_LEVEL || 'info' },
    logRequests: process.env.LOG_REQUESTS === '1',
    reconcile: config.reconcile,
    redis: config.redis ?? undefined,
    instanceName: config.instanceName,
    callsInTurn: config.callsInTurn ?? undefined,
    appOrigins: config.appOrigins,
  });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  console.log(`API listening on http://${config.host}:${port}`);
  const metrics =
    config.metricsPort === null ? null : await startMetricsServer(config.metricsPort, config.host);
  if (metrics) {
    const { port: metricsPort } = metrics.address() as { port: number };
    console.log(`Metrics on http://${config.host}:${metricsPort}/metrics`);
  }
  // The demo moves new orders along by itself; tests and production leave it off.
  const stopAutoProgress =
    process.env.DEMO_AUTO_PROGRESS === '1' ? startAutoProgress(db, app.io) : () => {};

  let closing = false;
  // Answer not ready for `drainMs` (still serving) so the proxy sends new calls elsewhere, then
  // stop taking requests, let those in flight answer, close the sockets and the reconciler,
  // then the database: PGlite's folder is consistent only once it is closed.
  const shutdown: Stop = async (why, drain = false) => {
    if (closing) return;
    closing = true;
    const drainMs = drain ? config.drainMs : 0;
    app.readiness.drain();
    try {
      if (drainMs > 0) {
        app.log.info(`${why}: answering not ready for ${drainMs} ms, then closing`);
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      app.log.info(`${why}: closing`);
      stopAutoProgress();
      metrics?.close();
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'could not close cleanly');
      process.exit(1);
    }
  };
  started(shutdown);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
