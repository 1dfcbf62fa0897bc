import cors from '@fastify/cors';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { chooseOtpSender } from './auth/choose-otp-sender';
import type { OtpSender } from './auth/otp-sender';
import { DEFAULT_APP_ORIGINS } from './config';
import { devMode } from './dev-mode';
import type { AppContext } from './context';
import type { Db } from './db/db';
import { registerErrorHandlers, wireShapedFrameworkErrors } from './http/error-handlers';
import { logSlowAnswers } from './http/slow-answers';
import { measureRequests } from './metrics/request-metrics';
import { measurePaymentIntents } from './metrics/intent-metrics';
import { measureSockets } from './metrics/socket-metrics';
import { measureReadiness } from './metrics/readiness-metrics';
import { createReadiness } from './health/readiness';
import { safeLogger } from './http/log-options';
import { requestLoggerOnFirstUse } from './http/request-logger';
import { answerWithRequestId, requestIds } from './http/request-id';
import { closeConnectionsAfterDrain } from './http/close-after-drain';
import { registerIslandHook } from './http/island';
import { refuseNulText } from './http/nul-text';
import { openApiRoute, registerOpenApi } from './http/openapi';
import { documentAnswers } from './openapi/document-answers';
import { registerRouteTable } from './http/route-table';
import { registerRateLimits } from './http/limit-requests';
import type { LimitOptions } from './http/limit-requests';
import { registerSecurityHeaders } from './http/security-headers';
import { nameTheInstance } from './http/instance-header';
import { authRoutes } from './routes/auth';
import { profileRoutes } from './routes/profile';
import { addressesRoutes } from './routes/addresses';
import { favouritesRoutes } from './routes/favourites';
import { menuRoutes } from './routes/menu';
import { cartRoutes } from './routes/cart';
import { couponsRoutes } from './routes/coupons';
import { paymentsRoutes } from './routes/payments';
import { ordersRoutes } from './routes/orders';
import { ratingsRoutes } from './routes/ratings';
import { tipsRoutes } from './routes/tips';
import { staffRoutes } from './routes/staff';
import { staffAccountRoutes } from './routes/staff-accounts';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { questionRoutes } from './routes/questions';
import { restaurantRoutes } from './routes/restaurants';
import { settingsRoutes } from './routes/settings';
import { vitalsRoutes } from './routes/vitals';
import { attachSocket } from './socket';
import { chooseProvider } from './payments/choose-provider';
import type { PaymentProvider } from './payments/provider';
import type { ReconcilerTiming } from './payments/reconciler';
import { startReconciler } from './payments/reconciler';
import { staffKeyFromEnv } from './staff/staff-key';
import { OTP_RULES } from './auth/otp-rules';
import { createSessionCache } from './auth/session-cache';
import { AnswerCache } from './cache/answer-cache';
import { CallsInTurn, type CallsInTurnOptions } from './http/calls-in-turn';
import { createDataVersionReader } from './cache/data-versions';
import { OutletCache } from './restaurants/outlet-cache';
import { connectRedis } from './redis/connect-redis';
import type { RedisConfig } from './redis/connect-redis';
import { redisLimitStore } from './redis/limit-store';
import { sentCodesInRedis } from './redis/sent-codes';
import { shareRoomsThroughRedis } from './redis/socket-adapter';

export interface BuildAppOptions {
  db: Db;
  /** Origin image URLs are built on. Default http://localhost:4000. */
  publicUrl?: string;
  /** false answers listRestaurant with loginActive 0. Default true. */
  loginActive?: boolean;
  /**
   * Fastify logger options (JSON lines on stdout unless they name a stream), with secrets
   * redacted whatever they say (http/log-options.ts); default off (tests).
   */
  logger?: FastifyServerOptions['logger'];
  /**
   * Log every request and response (LOG_REQUESTS=1). Off by default: two log lines a request
   * cost a busy API about 40% of its throughput; failures and slow answers are logged anyway.
   */
  logRequests?: boolean;
  /** Clock used for opening hours. Default the real one. */
  now?: () => Date;
  /**
   * Delivers OTP codes. Default: Twilio when configured, else in dev mode the dev sender, whose
   * codes GET /api/v1/dev/otp/:phone shows (auth/choose-otp-sender.ts).
   */
  otpSender?: OtpSender;
  /** Codes one address may request per hour. Default OTP_RULES.maxPerIpPerWindow. */
  otpMaxPerIp?: number;
  /** Payment provider; default chosen from the environment (sandbox or PayPal). */
  payments?: PaymentProvider;
  /** Staff key for /staff calls; default STAFF_KEY, or DEV_STAFF_KEY in dev mode. */
  staffKey?: string | null;
  /** The cache of answers (catalogue, carts, order histories); default AnswerCache's bounds. */
  answers?: AnswerCache;
  /**
   * Settle the payment intents a crash left behind (payments/reconciler): once before the app
   * is returned, then on a timer stopped by close(). Default off: the API process turns it on.
   */
  reconcile?: ReconcilerTiming;
  /** The request limits' counter store (memory by default) and exempt addresses (none). */
  limits?: LimitOptions;
  /** Whose address request.ip is behind a reverse proxy (config.ts); default none trusted. */
  trustProxy?: boolean | string;
  /**
   * The Redis several API processes share (REDIS_URL): socket.io rooms, request limits and the
   * dev endpoint's codes go through it. Default none: all of that stays in this process.
   */
  redis?: RedisConfig;
  /** Lets API calls in a few at a time (http/calls-in-turn.ts); default all at once. */
  callsInTurn?: CallsInTurnOptions;
  /** Names this process in every answer's x-api-instance header (API_INSTANCE); default none. */
  instanceName?: string;
  /** Where the wallet may send a payer back (APP_ORIGINS); default `pnpm start`'s origins. */
  appOrigins?: readonly [string, ...string[]];
}

export const API_PREFIX = '/api/v1';
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The API (fastify) with socket.io on the same server; call listen() on the result. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const publicUrl = (opts.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, '');
  const app = Fastify({
    logger: safeLogger(opts.logger),
    childLoggerFactory: requestLoggerOnFirstUse,
    // the proxy's X-Request-Id when sane, else a new one: every log line of the call carries it
    genReqId: requestIds(opts.trustProxy),
    logController: new LogController({ disableRequestLogging: !opts.logRequests }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: opts.trustProxy ?? false,
    // Idle keep-alive connections must not hold up shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    // Coordinates arrive as numbers or strings; union types in schemas are intended.
    ajv: { customOptions: { allowUnionTypes: true } },
    ...wireShapedFrameworkErrors,
  });
  // Caches need no Redis: they check the data versions in the database (cache/data-versions.ts).
  const redis = opts.redis ? await connectRedis(opts.redis, app.log) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  answerWithRequestId(app);
  // what GET /ready checks, and what main.ts drains on SIGTERM (the calls' turns bypassed)
  const readiness = createReadiness(opts.db, redis);
  app.decorate('readiness', readiness);

  // The calls' statements go through `db`, in turn when the database asks it. The data versions
  // and sessions are read apart, once for many calls (a read one call began in its turn would
  // hold up every call waiting on it), so an answer from the caches never waits its turn.
  const turns = opts.callsInTurn && new CallsInTurn(opts.callsInTurn);
  const db = turns ? turns.db(opts.db) : opts.db;
  const versions = createDataVersionReader(opts.db);
  const ctx: AppContext = {
    db,
    publicUrl,
    loginActive: opts.loginActive ?? true,
    now: opts.now ?? (() => new Date()),
    // Only the dev endpoint reads the kept codes, and production has none: no codes in Redis.
    otpSender:
      opts.otpSender ?? chooseOtpSender(redis && devMode() ? sentCodesInRedis(redis) : undefined),
    otpMaxPerIp: opts.otpMaxPerIp ?? OTP_RULES.maxPerIpPerWindow,
    payments: opts.payments ?? chooseProvider(db, publicUrl),
    staffKey: opts.staffKey !== undefined ? opts.staffKey : staffKeyFromEnv(),
    versions,
    answers: opts.answers ?? new AnswerCache(),
    outlets: new OutletCache(db, versions),
    sessions: createSessionCache(opts.db),
    appOrigins: opts.appOrigins ?? DEFAULT_APP_ORIGINS,
  };

  if (opts.reconcile) {
    const reconciler = await startReconciler(ctx.db, ctx.payments, {
      ...opts.reconcile,
      now: ctx.now,
      log: app.log,
    });
    app.addHook('onClose', () => reconciler.stop());
  }

  // The hooks every request runs take fastify's callback form: an async hook costs each request
  // a promise and a pass of the microtask queue, which on a cached read is work worth saving.
  registerErrorHandlers(app);
  closeConnectionsAfterDrain(app);
  if (!opts.logRequests) logSlowAnswers(app);
  measureRequests(app);
  registerRouteTable(app);
  registerSecurityHeaders(app);
  await app.register(cors, { origin: true, maxAge: 86400 });
  await registerRateLimits(app, ctx, {
    ...opts.limits,
    store: opts.limits?.store ?? (redis && redisLimitStore(redis)),
  });
  const io = attachSocket(app);
  measureSockets(app, io);
  measurePaymentIntents(app, opts.db);
  measureReadiness(app, readiness);
  if (redis) shareRoomsThroughRedis(io, redis);
  if (opts.instanceName) nameTheInstance(app, io, opts.instanceName);
  documentAnswers(app);
  await registerOpenApi(app);

  imageRoutes(app, ctx);
  await app.register(
    async (api) => {
      turns?.register(api);
      refuseNulText(api);
      registerIslandHook(api);
      healthRoutes(api, readiness);
      openApiRoute(api, app);
      settingsRoutes(api, ctx);
      restaurantRoutes(api, ctx);
      questionRoutes(api, ctx);
      authRoutes(api, ctx);
      profileRoutes(api, ctx);
      addressesRoutes(api, ctx);
      favouritesRoutes(api, ctx);
      menuRoutes(api, ctx);
      cartRoutes(api, ctx);
      couponsRoutes(api, ctx);
      paymentsRoutes(api, ctx);
      ordersRoutes(api, ctx);
      ratingsRoutes(api, ctx);
      tipsRoutes(api, ctx);
      staffRoutes(api, ctx);
      staffAccountRoutes(api, ctx);
      devRoutes(api, ctx);
      vitalsRoutes(api);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
