import type { DbConfig } from './db/open-db';
import { dbConfigFromEnv } from './db/open-db';
import { OTP_RULES } from './auth/otp-rules';
import type { RedisConfig } from './redis/connect-redis';

export interface ServerConfig {
  port: number;
  /** Where GET /metrics answers (METRICS_PORT, on HOST); null (unset): nowhere. */
  metricsPort: number | null;
  host: string;
  db: DbConfig;
  /** Origin that image URLs in answers are built on. */
  publicUrl: string;
  /** false pauses ordering: listRestaurant answers loginActive 0. */
  loginActive: boolean;
  /** Codes one address may request per hour (OTP_MAX_PER_IP); DESIGN.md §5's limit by default. */
  otpMaxPerIp: number;
  /**
   * Whose address request.ip is (TRUST_PROXY): false, the connection's (the API faces the
   * clients); the proxies' addresses (e.g. `loopback`, `10.0.0.0/8`) when a reverse proxy
   * forwards to it, or every client would share the proxy's address and its rate limits.
   */
  trustProxy: boolean | string;
  /** Addresses the per-address rate limits skip (RATE_LIMIT_EXEMPT_ADDRESSES): test rigs only. */
  rateLimitExemptAddresses: string[];
  /** Payment intents older than graceMs are settled at start and every everyMs. */
  reconcile: { graceMs: number; everyMs: number };
  /** REDIS_URL (and REDIS_PREFIX): what several API processes share; null, one process alone. */
  redis: RedisConfig | null;
  /** API_INSTANCE: this process's name in the x-api-instance header; empty sends none. */
  instanceName: string;
  /** APP_ORIGINS: the shell's and restro-menu's origins, where the wallet sends payers back. */
  appOrigins: readonly [string, ...string[]];
  /**
   * API calls let in at once (CALLS_AT_ONCE; 0 lets all in) and the longest a call waits for
   * its turn (CALL_WAIT_MS): by default a few for embedded PGlite, all for Postgres.
   */
  callsInTurn: { atOnce: number; maxWaitMs: number } | null;
  /**
   * DRAIN_MS: on SIGTERM, how long the process answers GET /ready with 503 while it goes on
   * serving, before it closes, so a proxy or orchestrator stops sending it calls first. 0 by
   * default (a local run or a test closes at once); a few seconds behind a load balancer.
   */
  drainMs: number;
}

/** `pnpm start`'s shell and restro-menu; the shell's is where a payer goes by default. */
export const DEFAULT_APP_ORIGINS = ['http://localhost:3000', 'http://localhost:3005'] as const;

/**
 * Embedded PGlite runs one statement at a time: calls let in beyond a few only lengthen every
 * call's queue (http/calls-in-turn.ts). Measured with `pnpm load` on 2 cores: with 4, the
 * database idled ~17% of the time while all four were on the event loop between statements;
 * 8 fills those gaps (3,857 orders in 60 s against 3,251–3,424, every p99 under 1 s); 12 was
 * no better than 4.
 */
const PGLITE_CALLS_AT_ONCE = 8;
const CALL_WAIT_MS = 5000;

/** A live request finishes its intent within seconds; a minute leaves it a wide margin. */
const RECONCILE_GRACE_MS = 60_000;
const RECONCILE_EVERY_MS = 30_000;

function milliseconds(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}

/**
 * Reads PORT, METRICS_PORT, HOST, DATABASE_URL, DATA_DIR, PUBLIC_URL, LOGIN_ACTIVE, OTP_MAX_PER_IP,
 * TRUST_PROXY, RATE_LIMIT_EXEMPT_ADDRESSES, RECONCILE_GRACE_MS, RECONCILE_EVERY_MS, REDIS_URL,
 * REDIS_PREFIX, API_INSTANCE, APP_ORIGINS, CALLS_AT_ONCE, CALL_WAIT_MS and DRAIN_MS.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : null;
  if (
    metricsPort !== null &&
    (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)
  ) {
    throw new Error(`METRICS_PORT must be a port number, got "${env.METRICS_PORT}"`);
  }
  const db = dbConfigFromEnv(env);
  const atOnce = Number(env.CALLS_AT_ONCE || (db.kind === 'pglite' ? PGLITE_CALLS_AT_ONCE : 0));
  if (!Number.isInteger(atOnce) || atOnce < 0) {
    throw new Error(`CALLS_AT_ONCE must be a whole number, got "${env.CALLS_AT_ONCE}"`);
  }
  return {
    port,
    metricsPort,
    host: env.HOST || '127.0.0.1',
    db,
    publicUrl: (env.PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    loginActive: !/^(false|0|no|off)$/i.test(env.LOGIN_ACTIVE ?? ''),
    otpMaxPerIp: Number(env.OTP_MAX_PER_IP) || OTP_RULES.maxPerIpPerWindow,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    rateLimitExemptAddresses: (env.RATE_LIMIT_EXEMPT_ADDRESSES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    reconcile: {
      graceMs: milliseconds(env.RECONCILE_GRACE_MS, RECONCILE_GRACE_MS),
      everyMs: Math.max(1000, milliseconds(env.RECONCILE_EVERY_MS, RECONCILE_EVERY_MS)),
    },
    redis: env.REDIS_URL
      ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX || 'island-eats:' }
      : null,
    instanceName: env.API_INSTANCE ?? '',
    appOrigins: appOriginsFrom(env.APP_ORIGINS),
    callsInTurn: atOnce
      ? { atOnce, maxWaitMs: milliseconds(env.CALL_WAIT_MS, CALL_WAIT_MS) }
      : null,
    drainMs: milliseconds(env.DRAIN_MS, 0),
  };
}

/** APP_ORIGINS: comma-separated http(s) origins, the first the default; unset, `pnpm start`'s. */
export function appOriginsFrom(value: string | undefined): readonly [string, ...string[]] {
  const listed = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const origins = listed.map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/`) {
      throw new Error(
        `APP_ORIGINS must list origins such as https://eats.example.com, got "${origin}"`,
      );
    }
    return url.origin;
  });
  const [first, ...rest] = origins;
  return first === undefined ? DEFAULT_APP_ORIGINS : [first, ...rest];
}

/** TRUST_PROXY: unset trusts no proxy; else the proxies' addresses, comma-separated. */
function trustProxyFrom(value: string | undefined): boolean | string {
  if (!value || /^(0|false|no|off)$/i.test(value)) return false;
  return value;
}
