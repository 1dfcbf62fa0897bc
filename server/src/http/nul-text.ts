import type { FastifyInstance } from 'fastify';
import { fail } from './wire';

/** Postgres text cannot hold U+0000: such a value would fail in the database, mid-request. */
export const NUL_TEXT_MESSAGE = 'Text may not contain the NUL character.';

/** Whether any text in the value, however nested, holds U+0000 (walked without recursion). */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return false;
}

/** Refuses a call whose body, query or path holds U+0000, before any handler reads it. */
export function refuseNulText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    if ([request.body, request.query, request.params].some(holdsNul)) {
      reply.status(422).send(fail(NUL_TEXT_MESSAGE));
      return;
    }
    done();
  });
}
