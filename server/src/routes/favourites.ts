import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import type { AppContext } from '../context';
import { countFavourites, toggleFavourite } from '../favourites/toggle-favourite';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';
import { RESTAURANT_NOT_FOUND } from '../restaurants/find-outlet';

const toggleSchema = {
  body: {
    type: 'object',
    required: ['restaurantId'],
    properties: {
      located_at: locatedAtSchema,
      restaurantId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
  },
} as const;

export function favouritesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { restaurantId: number } }>(
    '/toggleFavourite',
    { schema: toggleSchema },
    async (request) => {
      const userId = await currentUserId(ctx, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const isLike = await toggleFavourite(ctx.db, userId, request.body.restaurantId);
      if (isLike === null) return fail(RESTAURANT_NOT_FOUND);
      const FavouriteCount = await countFavourites(ctx.db, userId, request.island);
      return ok({ is_like: isLike, FavouriteCount }) satisfies api.AnswerOf<
        typeof api.toggleFavourite
      >;
    },
  );
}
