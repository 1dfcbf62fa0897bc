import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';

/** SPEC.md §7: the clients connect at this path. */
export const SOCKET_PATH = '/prodsocket/io';

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io on the same HTTP server; order updates are emitted to order rooms. */
    io: Server;
  }
}

export function attachSocket(app: FastifyInstance): Server {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    cors: { origin: true },
    transports: ['polling', 'websocket'],
  });
  app.decorate('io', io);
  // Fastify closes the HTTP server itself; only the socket side is ours to close.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
