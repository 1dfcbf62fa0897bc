import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a request id taken from outside may be: nginx's $request_id (32 hex digits) or another
 * proxy's UUID. Anything else (too long, spaces, quotes, control characters) could forge or
 * break a log line, and gets an id of our own instead.
 */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's genReqId. Behind a proxy (`trustProxy` set: nginx in the deploy layout), the
 * proxy's X-Request-Id when it is sane, so one id follows a call from nginx's access log through
 * ours; else, and always without a proxy, a new UUID: a client calling the API directly may not
 * choose the ids its calls are logged under. Every log line of the request carries it as reqId.
 */
export function requestIds(trustProxy: unknown): (request: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID();
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
  };
}

/** Every answer says its request id, so a customer's complaint leads to its log lines. */
export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
