import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitStore } from '../http/limit-requests';
import type { SharedRedis } from './connect-redis';

// The library's own stores; its types name only the constructor protocol they follow.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: SharedRedis['client'],
  key: string,
) => CounterStore;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => CounterStore;

type Counted = (error: Error | null, result: { current: number; ttl: number } | null) => void;
interface CounterStore {
  incr(key: string, done: Counted, timeWindow: number, max: number): void;
  read(key: string, done: Counted, timeWindow: number, max: number): void;
}

// As many keys as the memory store of a lone process (http/limit-requests.ts).
const MEMORY_KEYS = 100_000;

/**
 * The request limits' counters in Redis, so a guesser spreading tries over the API processes
 * meets one count. A command Redis cannot answer (down, hanging past the command timeout) is
 * counted in this process's memory instead: while Redis is away each process still holds its
 * own limits, so the site is at most as many limits wide as it has processes, never open, and
 * it refuses nobody for Redis's sake.
 */
export function redisLimitStore(redis: SharedRedis): LimitStore {
  const shared = new RedisStore(false, false, redis.client, `${redis.prefix}rate-limit:`);
  const own = new LocalStore(false, false, MEMORY_KEYS);
  const either =
    (method: keyof CounterStore) => (key: string, done: Counted, timeWindow: number, max: number) =>
      shared[method](
        key,
        (error, result) => (error ? own[method](key, done, timeWindow, max) : done(null, result)),
        timeWindow,
        max,
      );
  const store = { incr: either('incr'), read: either('read'), child: () => store };
  // The plugin builds its store with `new`; a constructor returning an object yields that object.
  return {
    store: function RedisOrMemory() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor,
  };
}
