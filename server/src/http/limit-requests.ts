import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { preHandlerHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { currentUserId } from './auth';
import { LIMITED_CALLS, tooManyAttempts } from './rate-limits';
import type { LimitRule } from './rate-limits';
import { fail } from './wire';

/**
 * Where the counters live: @fastify/rate-limit's store protocol (incr, read, child). Memory
 * (the library's LRU) by default, right for one API process; several processes share a
 * Redis-backed store instead (redis/limit-store.ts), or any store of that protocol.
 */
export type LimitStore =
  | { store: FastifyRateLimitStoreCtor }
  | Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>;

export interface LimitOptions {
  store?: LimitStore;
  /** Addresses the per-address rules skip (RATE_LIMIT_EXEMPT_ADDRESSES): test rigs only. */
  exemptAddresses?: readonly string[];
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

// Enough keys that a flood of made-up numbers cannot push a live counter out of memory.
const MEMORY_KEYS = 100_000;

/** The body's phone, its digits only: spacing cannot make a new account of a number. */
function phoneKey(request: FastifyRequest): string {
  const body = request.body as { countryCode?: unknown; mobileNumber?: unknown } | undefined;
  const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');
  return `${digits(body?.countryCode)}-${digits(body?.mobileNumber)}`;
}

/** The API's request limits (rate-limits.ts), answered in the wire shape with status 429. */
export async function registerRateLimits(
  app: FastifyInstance,
  ctx: AppContext,
  options: LimitOptions = {},
): Promise<void> {
  await app.register(rateLimit, { global: false, cache: MEMORY_KEYS, ...options.store });
  const exempt = new Set(options.exemptAddresses ?? []);

  // One limiter per rule, so the calls naming a rule share its counter; keys carry the rule's
  // name because a shared store (Redis) has one key space.
  const limiters = new Map<LimitRule, Limiter>();
  const limiterOf = (rule: LimitRule): Limiter => {
    let limiter = limiters.get(rule);
    if (!limiter) {
      limiter = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: async (request) => `${rule.name}:${await keyOf(rule, request)}`,
        // nobody to count: an exempt address, or no user (the call is refused anyway); no phone
        // or address key can end so
        allowList: (_request, key) => key.endsWith(':none'),
      });
      limiters.set(rule, limiter);
    }
    return limiter;
  };
  const keyOf = async (rule: LimitRule, request: FastifyRequest): Promise<string> => {
    if (rule.key === 'phone') return phoneKey(request);
    if (rule.key === 'user') return `${(await currentUserId(ctx, request)) ?? 'none'}`;
    return exempt.has(request.ip) ? 'none' : normalizeIP(request.ip);
  };

  // the requests that passed their limits and reached the handler
  const admitted = new WeakSet<FastifyRequest>();

  app.addHook('onRoute', (route) => {
    const call = route.url.slice(route.prefix.length + 1);
    if (!Object.hasOwn(LIMITED_CALLS, call)) return;
    const rules = LIMITED_CALLS[call]!;

    // Refused before the handler: a refused request reads and writes nothing.
    const check: preHandlerHookHandler = async (request, reply) => {
      for (const rule of rules) {
        const limiter = limiterOf(rule);
        const status =
          rule.counts === 'attempts'
            ? await limiter(request)
            : await limiter(request, { increment: false });
        if (status.isAllowed) continue;
        const refused = rule.counts === 'attempts' ? status.isExceeded : status.remaining === 0;
        if (refused) {
          return reply
            .status(429)
            .header('retry-after', Math.max(1, status.ttlInSeconds))
            .send(fail(tooManyAttempts(status.ttl)));
        }
      }
      admitted.add(request);
    };

    const countFailure: onSendHook = async (request, reply, payload) => {
      if (!admitted.has(request)) return payload;
      const failed =
        reply.statusCode >= 400 ||
        (typeof payload === 'string' && payload.startsWith('{"error":"true"'));
      if (failed) {
        for (const rule of rules) {
          if (rule.counts === 'failures') await limiterOf(rule)(request);
        }
      }
      return payload;
    };

    route.preHandler = [...hooksOf(route.preHandler), check];
    route.onSend = [...hooksOf(route.onSend), countFailure];
  });
}

type onSendHook = onSendHookHandler<unknown>;

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
