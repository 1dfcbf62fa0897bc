import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, a request still in flight answers with `Connection: close`: fastify
 * closes the connections idle when close() starts, but one that turns idle afterwards would
 * hold close() up for the whole keep-alive timeout.
 */
export function closeConnectionsAfterDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
