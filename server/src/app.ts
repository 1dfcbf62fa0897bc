import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppContext } from './context';
import type { Db } from './db/db';
import { registerErrorHandlers } from './http/error-handlers';
import { registerIslandHook } from './http/island';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { questionRoutes } from './routes/questions';
import { restaurantRoutes } from './routes/restaurants';
import { settingsRoutes } from './routes/settings';
import { attachSocket } from './socket';

export interface BuildAppOptions {
  db: Db;
  /** Origin image URLs are built on. Default http://localhost:4000. */
  publicUrl?: string;
  /** false answers listRestaurant with loginActive 0. Default true. */
  loginActive?: boolean;
  /** Fastify logger options; default off (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Clock used for opening hours. Default the real one. */
  now?: () => Date;
}

export const API_PREFIX = '/api/v1';
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The API (fastify) with socket.io on the same server; call listen() on the result. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const ctx: AppContext = {
    db: opts.db,
    publicUrl: (opts.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    loginActive: opts.loginActive ?? true,
    now: opts.now ?? (() => new Date()),
  };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Keep-alive connections must not hold up shutdown.
    forceCloseConnections: true,
    // Coordinates arrive as numbers or strings; union types in schemas are intended.
    ajv: { customOptions: { allowUnionTypes: true } },
  });

  registerErrorHandlers(app);
  await app.register(cors, { origin: true, maxAge: 86400 });
  attachSocket(app);

  imageRoutes(app, ctx);
  await app.register(
    async (api) => {
      registerIslandHook(api);
      healthRoutes(api);
      settingsRoutes(api, ctx);
      restaurantRoutes(api, ctx);
      questionRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
