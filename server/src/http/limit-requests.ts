import rateLimit from '@fastify/rate-limit';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { preHandlerHookHandler, preSerializationHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { countLimitRefusal } from '../metrics/call-metrics';
import { limitKeys } from './limit-keys';
import { LIMITED_CALLS, tooManyAttempts } from './rate-limits';
import { fail } from './wire';

/**
 * Where the counters live: @fastify/rate-limit's store protocol (incr, read, child). Memory
 * (the library's LRU) by default, right for one API process; several processes share a
 * Redis-backed store instead (redis/limit-store.ts), or any store of that protocol.
 */
export type LimitStore = { store: FastifyRateLimitStoreCtor };

export interface LimitOptions {
  store?: LimitStore;
  /** Addresses the per-address rules skip (RATE_LIMIT_EXEMPT_ADDRESSES): test rigs only. */
  exemptAddresses?: readonly string[];
}

// Enough keys that a flood of made-up numbers cannot push a live counter out of memory.
const MEMORY_KEYS = 100_000;
// The library refuses nothing itself: it counts, and the rules compare.
const UNCAPPED = Number.MAX_SAFE_INTEGER;

/** A counter a request holds: one try of a failures rule, given back if the call succeeds. */
interface Held {
  key: string;
  windowMs: number;
}

/**
 * The API's request limits (rate-limits.ts), answered in the wire shape with status 429.
 * Counters are the library's, keyed by rule, whose counter (limit-keys.ts) and window: windows
 * follow the app's clock, so a try given back lands in the window it was counted in.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  ctx: AppContext,
  options: LimitOptions = {},
): Promise<void> {
  await app.register(rateLimit, { global: false, cache: MEMORY_KEYS, ...options.store });
  const keyOf = limitKeys(ctx, new Set(options.exemptAddresses ?? []));

  // One limiter for every counter: the key and window of each use are named just before it.
  const using = new WeakMap<FastifyRequest, Held>();
  const limiter = app.createRateLimit({
    max: UNCAPPED,
    timeWindow: (request) => using.get(request)!.windowMs,
    keyGenerator: (request) => using.get(request)!.key,
    cache: MEMORY_KEYS,
  } as CreateRateLimitOptions);
  const count = async (request: FastifyRequest, held: Held, add: boolean): Promise<number> => {
    using.set(request, held);
    const status = await limiter(request, { increment: add });
    return UNCAPPED - (status.isAllowed ? UNCAPPED : status.remaining);
  };
  const giveBack = async (request: FastifyRequest, held: readonly Held[]) => {
    for (const tried of held) await count(request, { ...tried, key: `${tried.key}:back` }, true);
  };

  // the tries of failures rules a request holds until its answer
  const holding = new WeakMap<FastifyRequest, Held[]>();

  app.addHook('onRoute', (route) => {
    const call = route.url.slice(route.prefix.length + 1);
    if (!Object.hasOwn(LIMITED_CALLS, call)) return;
    const rules = LIMITED_CALLS[call]!;
    for (const rule of rules) countLimitRefusal(rule.name, 0);

    // Counted and refused before the handler: a refused request reads and writes nothing.
    const check: preHandlerHookHandler = async (request, reply) => {
      const now = ctx.now().getTime();
      const held: Held[] = [];
      for (const rule of rules) {
        const who = await keyOf(request, rule.key);
        if (who === null) continue;
        const window = Math.floor(now / rule.windowMs);
        const counter = { key: `${rule.name}:${who}:${window}`, windowMs: rule.windowMs };
        const tries = await count(request, counter, true);
        if (rule.counts === 'failures') held.push(counter);
        const givenBack =
          rule.counts === 'failures'
            ? await count(request, { ...counter, key: `${counter.key}:back` }, false)
            : 0;
        if (tries - givenBack > rule.max) {
          // a refused try did nothing: it is no failure
          await giveBack(request, held);
          countLimitRefusal(rule.name);
          const msLeft = (window + 1) * rule.windowMs - now;
          return reply
            .status(429)
            .header('retry-after', Math.max(1, Math.ceil(msLeft / 1000)))
            .send(fail(tooManyAttempts(msLeft)));
        }
      }
      holding.set(request, held);
    };

    // A success gives its tries back; a failure, an error or a lost answer keeps them counted.
    const settle: preSerializationHookHandler<unknown> = async (request, reply, payload) => {
      const held = holding.get(request);
      holding.delete(request);
      const succeeded =
        reply.statusCode < 400 && (payload as { error?: unknown } | null)?.error === 'false';
      if (held && succeeded) await giveBack(request, held);
      return payload;
    };

    route.preHandler = [...hooksOf(route.preHandler), check];
    route.preSerialization = [...hooksOf(route.preSerialization), settle];
  });
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
