import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';

const INSTANCE_HEADER = 'x-api-instance';

/**
 * With several API processes behind a proxy, which one answered (API_INSTANCE, a name the
 * operator chose, e.g. `api-1`): on every answer, socket.io's polling included, so a log line or
 * a browser's network panel tells the processes apart. Nothing is sent without the setting.
 */
export function nameTheInstance(app: FastifyInstance, io: Server, name: string): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header(INSTANCE_HEADER, name);
    done(null, payload);
  });
  const stamp = (headers: Record<string, string>) => {
    headers[INSTANCE_HEADER] = name;
  };
  io.engine.on('initial_headers', stamp);
  io.engine.on('headers', stamp);
}
