import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../health/readiness';
import { fail, ok } from '../http/wire';

/**
 * GET health: the process is alive (it answers at all). GET ready: it may be sent calls
 * (health/readiness.ts); 503 names what is not, for a proxy or an orchestrator to skip it.
 */
export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/health', { config: { island: false } }, async () => ok({ status: 'ok' }));
  app.get('/ready', { config: { island: false } }, async (_request, reply) => {
    const notReady = await readiness.notReady();
    if (notReady.length === 0) return ok({ status: 'ready' });
    return reply.status(503).send(fail(`Not ready: ${notReady.join(', ')}.`));
  });
}
