import type { FastifyRequest } from 'fastify';
import { bearerToken, userIdForToken } from '../auth/tokens';
import type { Db } from '../db/db';

/** SPEC.md §8: this exact message makes the client end the session. */
export const UNAUTHENTICATED = 'Unauthenticated.';

export type Caller = { kind: 'anonymous' } | { kind: 'user'; userId: number } | { kind: 'invalid' };

/** Who is calling: a call without a token is anonymous; an unknown or expired one is invalid. */
export async function identifyCaller(db: Db, request: FastifyRequest): Promise<Caller> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return { kind: 'anonymous' };
  const userId = await userIdForToken(db, token);
  return userId === null ? { kind: 'invalid' } : { kind: 'user', userId };
}
