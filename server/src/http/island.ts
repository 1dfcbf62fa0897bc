import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_ISLAND, isIsland, UNKNOWN_LOCATION } from '../islands/islands';
import type { Island } from '../islands/islands';
import { fail } from './wire';

declare module 'fastify' {
  interface FastifyRequest {
    /** The located_at of the call (query for GET, body for POST), st_croix when absent. */
    island: Island;
  }
  interface FastifyContextConfig {
    /** false: the route does not take located_at (health, images). */
    island?: boolean;
  }
}

function rawLocatedAt(request: FastifyRequest): unknown {
  const source = request.method === 'GET' ? request.query : request.body;
  if (source && typeof source === 'object' && 'located_at' in source) {
    return (source as { located_at?: unknown }).located_at;
  }
  return undefined;
}

/** SPEC.md §7: every call names its island; an unknown one is refused before the handler. */
export function registerIslandHook(app: FastifyInstance): void {
  app.decorateRequest('island', DEFAULT_ISLAND);
  app.addHook('preHandler', (request, reply, done) => {
    if (request.is404 || request.routeOptions.config.island === false) return done();
    const value = rawLocatedAt(request);
    if (value === undefined || value === null || value === '') {
      request.island = DEFAULT_ISLAND;
    } else if (isIsland(value)) {
      request.island = value;
    } else {
      reply.status(200).send(fail(UNKNOWN_LOCATION));
      return;
    }
    done();
  });
}

/** The located_at property every route's schema accepts, bounded so huge strings are refused. */
export const locatedAtSchema = { type: 'string', maxLength: 40 } as const;
