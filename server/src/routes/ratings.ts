import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import type { AppContext } from '../context';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';
import { type Loose, looseIdSchema, looseId } from '../http/loose-fields';
import { ORDER_NOT_FOUND } from '../orders/advance-order';
import { saveRating } from '../ratings/save-rating';

const stars = { type: ['integer', 'string', 'null'], maxLength: 2 } as const;

const ratingSchema = {
  body: {
    type: 'object',
    required: ['orderId'],
    properties: {
      located_at: locatedAtSchema,
      type: { type: 'string', maxLength: 20 },
      orderId: looseIdSchema,
      outletId: looseIdSchema,
      orderRating: stars,
      delivery_experience: stars,
      communication: stars,
      feedback: { type: ['string', 'null'], maxLength: 1000 },
      staffId: { type: ['integer', 'string', 'null'], maxLength: 12 },
    },
  },
} as const;

interface RatingBody {
  orderId: Loose;
  orderRating?: Loose | null;
  delivery_experience?: Loose | null;
  communication?: Loose | null;
  feedback?: string | null;
}

/** '' and null mean "no stars", which the rules refuse with 'Rating is required!'. */
const starsOf = (value: Loose | null | undefined) =>
  value === null || value === undefined || value === '' ? undefined : Number(value);

export function ratingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: RatingBody }>('/rating', { schema: ratingSchema }, async (request) => {
    const userId = await currentUserId(ctx, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const body = request.body;
    const orderId = looseId(body.orderId);
    if (orderId === null) return fail(ORDER_NOT_FOUND);
    const result = await saveRating(ctx.db, {
      userId,
      orderId,
      orderRating: starsOf(body.orderRating),
      deliveryExperience: starsOf(body.delivery_experience),
      communication: starsOf(body.communication),
      feedback: (body.feedback ?? '').trim(),
    });
    if (!result.ok) return fail(result.message);
    return ok({ message: result.message }) satisfies api.AnswerOf<typeof api.submitRating>;
  });
}
