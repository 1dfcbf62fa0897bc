import { Redis } from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export interface RedisConfig {
  /** REDIS_URL: the Redis every API process of the site shares. */
  url: string;
  /** REDIS_PREFIX: starts every key and channel, so several sites or test runs share a Redis. */
  prefix: string;
}

/** One API process's connection to the shared Redis. */
export interface SharedRedis {
  /** For commands (rate-limit counters, the dev endpoint's codes). */
  client: Redis;
  prefix: string;
  /** Another connection to the same Redis, its outages logged like the first one's. */
  duplicate(name: string, options: Partial<RedisOptions>): Redis;
  close(): void;
}

/** How long a starting API waits for Redis before serving without it. */
const FIRST_CONNECT_MS = 3_000;

/**
 * Redis is a helper here, never a reason to stop serving: while it is down a command fails at
 * once (no offline queue, no retries) instead of holding requests up, the client reconnects by
 * itself, and each outage is logged once, not on every reconnect attempt. A Redis that hangs
 * (a frozen host, a network dropping packets) keeps its connection open: a command gives up
 * after half a second, or every limited call (logins, orders) would wait as long as it.
 */
const COMMAND_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 500,
  connectTimeout: 2_000,
  retryStrategy: (times) => Math.min(times * 200, 2_000),
};

export async function connectRedis(
  config: RedisConfig,
  log: FastifyBaseLogger,
): Promise<SharedRedis> {
  const opened: Redis[] = [];
  const watched = (client: Redis, name: string): Redis => {
    let down = false;
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      log.warn({ err: error }, `Redis (${name}) unavailable; serving without it until it is back`);
    });
    client.on('ready', () => {
      if (down) log.info(`Redis (${name}) is back`);
      down = false;
    });
    opened.push(client);
    return client;
  };
  const client = watched(new Redis(config.url, COMMAND_OPTIONS), 'commands');
  await Promise.race([
    new Promise((resolve) => client.once('ready', resolve)),
    new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_MS).unref()),
  ]);
  return {
    client,
    prefix: config.prefix,
    duplicate: (name, options) => watched(client.duplicate(options), name),
    close() {
      for (const each of opened) each.disconnect();
    },
  };
}
