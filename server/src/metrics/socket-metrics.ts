import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { Server } from 'socket.io';
import { registry } from './metrics';
import { watchUntilClosed } from './watched-apps';

/** The socket.io servers of this process (tests build several apps in one). */
const servers: Server[] = [];

/** A room's kind is the prefix its code names it by (`order:12` → order). */
const ROOM_KIND = /^([a-z-]{1,20}):/;

new Gauge({
  name: 'island_eats_socket_connections',
  help: 'socket.io clients connected to this process now (trackers, order boards, open menus)',
  registers: [registry],
  collect() {
    let connected = 0;
    for (const io of servers) connected += io.of('/').sockets.size;
    this.set(connected);
  },
});

new Gauge({
  name: 'island_eats_socket_rooms',
  help:
    'socket.io rooms with a client on this process now, by kind (order, board, outlet, ' +
    'session, user, staff): what a status push is sent to',
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    const counts = new Map<string, number>();
    for (const io of servers) {
      const { rooms, sids } = io.of('/').adapter;
      for (const room of rooms.keys()) {
        // every client is alone in a room of its own id: those are the connections
        if (sids.has(room)) continue;
        const kind = ROOM_KIND.exec(room)?.[1] ?? 'other';
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
    }
    // a kind with no room left drops out, rather than keep its last figure
    this.reset();
    for (const [kind, count] of counts) this.set({ kind }, count);
  },
});

/** The app's sockets and rooms are read at each scrape, until the app closes. */
export function measureSockets(app: FastifyInstance, io: Server): void {
  watchUntilClosed(app, servers, io);
}
