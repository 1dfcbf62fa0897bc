import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import type { AppContext } from '../context';
import { identifyCaller, UNAUTHENTICATED } from '../http/auth';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';
import { saveQuestion } from '../questions/save-question';

export const QUESTION_RECEIVED = 'Thanks for your question! We will get back to you soon.';

const sendQuestionSchema = {
  body: {
    type: 'object',
    required: ['question'],
    properties: {
      located_at: locatedAtSchema,
      question: { type: 'string', maxLength: 1000 },
    },
  },
} as const;

export function questionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { question: string } }>(
    '/sendQuestion',
    { schema: sendQuestionSchema },
    async (request) => {
      const text = request.body.question.trim();
      // SPEC.md §5: the footer question must not be empty
      if (!text) return fail('Please enter your question.');
      const caller = await identifyCaller(ctx, request);
      if (caller.kind === 'invalid') return fail(UNAUTHENTICATED);
      await saveQuestion(ctx.db, {
        text,
        userId: caller.kind === 'user' ? caller.userId : null,
        island: request.island,
      });
      return ok({ message: QUESTION_RECEIVED }) satisfies api.AnswerOf<typeof api.sendQuestion>;
    },
  );
}
