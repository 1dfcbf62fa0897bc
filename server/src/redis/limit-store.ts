import type { LimitStore } from '../http/limit-requests';
import type { SharedRedis } from './connect-redis';

/**
 * The request limits' counters in Redis (@fastify/rate-limit's own Redis store), so a guesser
 * spreading tries over the API processes meets one count. While Redis is down the limits let
 * requests through rather than refuse every login and order: the OTP rules' caps, kept in the
 * database, still bound the codes sent and the tries at each code.
 */
export function redisLimitStore(redis: SharedRedis): LimitStore {
  return { redis: redis.client, nameSpace: `${redis.prefix}rate-limit:`, skipOnError: true };
}
