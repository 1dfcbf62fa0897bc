import { Counter } from 'prom-client';
import type { FastifyRequest } from 'fastify';
import { registry } from './metrics';

// What became of API calls besides their time: answered from the cache, refused by a limit.

const answerCacheLookups = new Counter({
  name: 'island_eats_answer_cache_lookups_total',
  help:
    'Cached answers asked for, by route: hit (sent as kept) or miss (built from the database, ' +
    'new or changed since it was kept)',
  labelNames: ['route', 'result'] as const,
  registers: [registry],
});

const limitRefusals = new Counter({
  name: 'island_eats_request_limit_refusals_total',
  help:
    "Calls refused by a request limit, by the limit's name (http/rate-limits.ts; otp-*: the " +
    'one-time code send limits): many of one name are a flood or a guesser',
  labelNames: ['limit'] as const,
  registers: [registry],
});

/** A lookup of the answer cache by the call's route pattern (never its URL: ids vary). */
export function countCacheLookup(request: FastifyRequest, hit: boolean): void {
  answerCacheLookups.inc({
    route: request.routeOptions.url ?? 'no route',
    result: hit ? 'hit' : 'miss',
  });
}

/**
 * A call refused by the limit of this name: a name written in the code, never the caller's.
 * `refusals` 0 names a limit before it refuses, so its rate reads 0 rather than nothing.
 */
export function countLimitRefusal(limit: string, refusals = 1): void {
  limitRefusals.inc({ limit }, refusals);
}
