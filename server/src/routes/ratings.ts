import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import type { AppContext } from '../context';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';
import { ORDER_NOT_FOUND } from '../orders/advance-order';
import { saveRating } from '../ratings/save-rating';

type Loose = string | number | null;
const stars = { type: ['integer', 'string', 'null'], maxLength: 2 } as const;
const idField = { type: ['integer', 'string'], maxLength: 12 } as const;

const ratingSchema = {
  body: {
    type: 'object',
    required: ['orderId'],
    properties: {
      located_at: locatedAtSchema,
      type: { type: 'string', maxLength: 20 },
      orderId: idField,
      outletId: idField,
      orderRating: stars,
      delivery_experience: stars,
      communication: stars,
      feedback: { type: ['string', 'null'], maxLength: 1000 },
      staffId: { type: ['integer', 'string', 'null'], maxLength: 12 },
    },
  },
} as const;

interface RatingBody {
  orderId: string | number;
  orderRating?: Loose;
  delivery_experience?: Loose;
  communication?: Loose;
  feedback?: string | null;
}

/** '' and null mean "no stars", which the rules refuse with 'Rating is required!'. */
const starsOf = (value: Loose | undefined) =>
  value === null || value === undefined || value === '' ? undefined : Number(value);

export function ratingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: RatingBody }>('/rating', { schema: ratingSchema }, async (request) => {
    const userId = await currentUserId(ctx.db, request);
    if (userId === null) return fail(UNAUTHENTICATED);
    const body = request.body;
    const orderId = Number(body.orderId);
    if (!Number.isInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) {
      return fail(ORDER_NOT_FOUND);
    }
    const result = await saveRating(ctx.db, {
      userId: userId,
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
