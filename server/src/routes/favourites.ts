import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import type { AppContext } from '../context';
import { countFavourites, toggleFavourite } from '../favourites/toggle-favourite';
import { UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';

export const RESTAURANT_NOT_FOUND = 'Restaurant not found.';

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
      const userId = await requireUser(ctx.db, request);
      if (userId === null) return fail(UNAUTHENTICATED);
      const isLike = await toggleFavourite(ctx.db, userId, request.body.restaurantId);
      if (isLike === null) return fail(RESTAURANT_NOT_FOUND);
      const FavouriteCount = await countFavourites(ctx.db, userId, request.island);
      return ok({ is_like: isLike, FavouriteCount });
    },
  );
}
