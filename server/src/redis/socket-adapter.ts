import { createAdapter } from '@socket.io/redis-adapter';
import type { Server } from 'socket.io';
import type { SharedRedis } from './connect-redis';

/**
 * Rooms across API processes: an emit to a room reaches its sockets on this process and, over
 * Redis pub/sub, on every other one, so a tracker connected to any process gets the status
 * change whichever process made it. While Redis is down the other processes miss the push;
 * the trackers' 2-second polling (SPEC.md) still shows the change.
 */
export function shareRoomsThroughRedis(io: Server, redis: SharedRedis): void {
  const pub = redis.duplicate('socket.io publish', {});
  // The adapter publishes without awaiting: a publish refused while Redis is down would be an
  // unhandled rejection, which ends a Node process. It is lost instead (see above).
  const publish = pub.publish.bind(pub);
  pub.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).catch(() => 0)) as typeof pub.publish;
  // Subscriptions wait for the connection, however long, and are renewed after each outage;
  // the adapter does not catch a refused one, which would end the process.
  const sub = redis.duplicate('socket.io subscribe', {
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  io.adapter(createAdapter(pub, sub, { key: `${redis.prefix}socket.io` }));
}
