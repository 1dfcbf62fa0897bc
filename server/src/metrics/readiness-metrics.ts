import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { Readiness } from '../health/readiness';
import { registry } from './metrics';
import { watchUntilClosed } from './watched-apps';

// GET /ready as a figure, so an alert can say a process stayed unable to serve: nginx (OSS)
// never asks /ready, and Prometheus scrapes figures, not answers.

/** The readiness of the app built last (tests build several apps in one process). */
const watched: Readiness[] = [];

new Gauge({
  name: 'island_eats_ready',
  help:
    '1 while this process may be sent calls (GET /api/v1/ready answers 200); 0 while its ' +
    'database, migrations or Redis are not, or while it drains on SIGTERM',
  registers: [registry],
  async collect() {
    const readiness = watched.at(-1);
    // the check is bounded (1 s a part) and shared with the probes asking at the same moment
    if (readiness) this.set((await readiness.notReady()).length === 0 ? 1 : 0);
  },
});

/** The app's readiness is asked at each scrape, until the app closes. */
export function measureReadiness(app: FastifyInstance, readiness: Readiness): void {
  watchUntilClosed(app, watched, readiness);
}
