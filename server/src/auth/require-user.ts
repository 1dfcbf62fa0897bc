import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { identifyCaller } from '../http/auth';

/** The signed-in caller's id; null for no token or a bad one (answer UNAUTHENTICATED). */
export async function requireUser(db: Db, request: FastifyRequest): Promise<number | null> {
  const caller = await identifyCaller(db, request);
  return caller.kind === 'user' ? caller.userId : null;
}
