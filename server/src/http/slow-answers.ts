import type { FastifyInstance } from 'fastify';
import { loggedUrl } from './log-options';

/** An answer slower than this is worth a line in the log even when requests are not logged. */
const SLOW_ANSWER_MS = 1000;

export function logSlowAnswers(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime >= SLOW_ANSWER_MS) {
      request.log.warn(
        {
          method: request.method,
          url: loggedUrl(request.url),
          statusCode: reply.statusCode,
          ms: reply.elapsedTime,
        },
        'slow answer',
      );
    }
    done();
  });
}
