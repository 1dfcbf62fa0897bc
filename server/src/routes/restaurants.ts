import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import type { AppContext } from '../context';
import { parseCoordinate } from '../geo/distance';
import { minuteOf } from '../cache/answer-cache';
import { requestVersions } from '../cache/request-versions';
import { identifyCaller, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { idSchema } from './menu';
import { fail, ok } from '../http/wire';
import { listCuisines } from '../restaurants/cuisines';
import { listRestaurants } from '../restaurants/list-restaurants';
import { listReviews } from '../restaurants/list-reviews';
import type { OrderType } from '../restaurants/outlet-rows';

export const LOGIN_INACTIVE_MESSAGE = 'Ordering is paused for maintenance. Please check back soon.';

const coordinate = { type: ['number', 'string', 'null'], maxLength: 32 } as const;

const listRestaurantSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000 },
      size: { type: 'integer', minimum: 1, maximum: 100 },
    },
  },
  body: {
    type: 'object',
    required: ['type'],
    properties: {
      located_at: locatedAtSchema,
      latitude: coordinate,
      longitude: coordinate,
      timezone: { type: ['string', 'null'], maxLength: 64 },
      type: { type: 'string', enum: ['Take Out', 'Delivery'] },
      favorites: { type: 'integer', enum: [0, 1] },
      cuisineId: { type: 'array', maxItems: 50, items: idSchema },
    },
  },
} as const;

const searchRestaurantsSchema = {
  body: {
    type: 'object',
    required: ['type', 'restaurantName'],
    properties: {
      located_at: locatedAtSchema,
      latitude: coordinate,
      longitude: coordinate,
      timezone: { type: ['string', 'null'], maxLength: 64 },
      type: { type: 'string', enum: ['Take Out', 'Delivery'] },
      restaurantName: { type: 'string', maxLength: 100 },
    },
  },
} as const;

const getRatingSchema = {
  querystring: {
    type: 'object',
    required: ['outletId'],
    properties: {
      located_at: locatedAtSchema,
      outletId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      page: { type: 'integer', minimum: 1, maximum: 100000 },
      size: { type: 'integer', minimum: 1, maximum: 100 },
    },
  },
} as const;

interface ListRestaurantBody {
  latitude?: number | string | null;
  longitude?: number | string | null;
  type: OrderType;
  favorites?: 0 | 1;
  cuisineId?: number[];
}

export function restaurantRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ListRestaurantBody; Querystring: { page?: number; size?: number } }>(
    '/listRestaurant',
    { schema: listRestaurantSchema },
    async (request, reply) => {
      if (!ctx.loginActive) {
        return fail(LOGIN_INACTIVE_MESSAGE, { loginActive: 0, listRestaurants: [] });
      }
      const caller = await identifyCaller(ctx, request);
      if (caller.kind === 'invalid') return fail(UNAUTHENTICATED);
      const { body } = request;
      const latitude = parseCoordinate(body.latitude, 90);
      const longitude = parseCoordinate(body.longitude, 180);
      const userId = caller.kind === 'user' ? caller.userId : null;
      const now = ctx.now();
      const versions = await requestVersions(ctx.versions, request);
      // A customer's list carries their own hearts: theirs alone, and only as fresh as those.
      const key = JSON.stringify([
        'listRestaurant',
        userId,
        request.island,
        body.type,
        latitude,
        longitude,
        body.cuisineId ?? null,
        body.favorites === 1,
        request.query.page ?? null,
        request.query.size ?? 10,
        minuteOf(now),
      ]);
      const version =
        userId === null ? versions.catalogue : `${versions.catalogue}/${versions.favourites}`;
      return ctx.answers.send(reply, key, version, async () => {
        const page = await listRestaurants(ctx.db, {
          island: request.island,
          orderType: body.type,
          origin: latitude !== null && longitude !== null ? { latitude, longitude } : null,
          cuisineIds: body.cuisineId,
          onlyFavourites: body.favorites === 1,
          userId,
          page: request.query.page,
          size: request.query.size ?? 10,
          now,
          publicUrl: ctx.publicUrl,
        });
        return ok({ loginActive: 1, ...page }) satisfies api.AnswerOf<typeof api.listRestaurant>;
      });
    },
  );

  app.get(
    '/listCuisines',
    { schema: { querystring: { type: 'object', properties: { located_at: locatedAtSchema } } } },
    async (request) =>
      ok({
        cuisines: await listCuisines(ctx.db, request.island, ctx.publicUrl),
      }) satisfies api.AnswerOf<typeof api.listCuisines>,
  );

  app.post<{ Body: ListRestaurantBody & { restaurantName: string } }>(
    '/searchRestaurants',
    { schema: searchRestaurantsSchema },
    async (request) => {
      const caller = await identifyCaller(ctx, request);
      if (caller.kind === 'invalid') return fail(UNAUTHENTICATED);
      const { body } = request;
      const name = body.restaurantName.trim();
      const latitude = parseCoordinate(body.latitude, 90);
      const longitude = parseCoordinate(body.longitude, 180);
      const page = await listRestaurants(ctx.db, {
        island: request.island,
        orderType: body.type,
        origin: latitude !== null && longitude !== null ? { latitude, longitude } : null,
        onlyFavourites: false,
        // An empty search lists every restaurant, as the unfiltered list would.
        nameContains: name || undefined,
        userId: caller.kind === 'user' ? caller.userId : null,
        size: 10,
        now: ctx.now(),
        publicUrl: ctx.publicUrl,
      });
      return ok({ list: page.listRestaurants }) satisfies api.AnswerOf<
        typeof api.searchRestaurants
      >;
    },
  );

  app.get<{ Querystring: { outletId: number; page?: number; size?: number } }>(
    '/getRating',
    { schema: getRatingSchema },
    async (request) => {
      const { outletId, page = 1, size = 10 } = request.query;
      const reviews = await listReviews(ctx.db, { outletId, page, size, publicUrl: ctx.publicUrl });
      return ok({ reviews }) satisfies api.AnswerOf<typeof api.getRating>;
    },
  );
}
