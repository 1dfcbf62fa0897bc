import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/tokens';
import { requestVersions } from '../cache/request-versions';
import type { AppContext } from '../context';

/** SPEC.md §8: this exact message makes the client end the session. */
export { UNAUTHENTICATED } from '@island-eats/api-client/answer-texts';

export type Caller = { kind: 'anonymous' } | { kind: 'user'; userId: number } | { kind: 'invalid' };

/**
 * Who is calling, for calls a visitor may make too: a call without a token is anonymous; an
 * unknown or expired one is invalid (answer UNAUTHENTICATED so the client ends the session).
 */
export async function identifyCaller(
  ctx: Pick<AppContext, 'versions' | 'sessions'>,
  request: FastifyRequest,
): Promise<Caller> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return { kind: 'anonymous' };
  const versions = await requestVersions(ctx.versions, request);
  const userId = await ctx.sessions.userIdFor(token, versions);
  return userId === null ? { kind: 'invalid' } : { kind: 'user', userId };
}

/**
 * The signed-in caller's id, for calls only customers make; null for no token or a bad one
 * (answer UNAUTHENTICATED). Every read and write these calls make is scoped to this id.
 */
export async function currentUserId(
  ctx: Pick<AppContext, 'versions' | 'sessions'>,
  request: FastifyRequest,
): Promise<number | null> {
  const caller = await identifyCaller(ctx, request);
  return caller.kind === 'user' ? caller.userId : null;
}
