import type { FastifyInstance } from 'fastify';
import { requestSeconds } from './metrics';

/** Each answer into the request histogram, by its route's pattern (not its URL: ids vary). */
export function measureRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    requestSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'no route',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
