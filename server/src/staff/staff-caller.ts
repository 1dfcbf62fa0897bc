import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { isStaffKey } from './check-staff-key';
import type { StaffMember } from './staff-members';
import { servesAll, staffMemberOfToken } from './staff-members';

/**
 * Who makes a staff call: a machine with the shared key (the CLI, tests; off in production
 * unless STAFF_KEY is set), or a signed-in staff member, who acts for their outlets only.
 */
export type StaffCaller = { kind: 'machine' } | { kind: 'member'; member: StaffMember };

export const STAFF_SIGN_IN_REQUIRED = 'Please sign in as restaurant staff.';

/** The caller of a staff call, or null: no key and no live staff token (a customer's is none). */
export async function staffCaller(
  ctx: Pick<AppContext, 'db' | 'staffKey'>,
  request: FastifyRequest,
): Promise<StaffCaller | null> {
  if (isStaffKey(ctx.staffKey, request.headers['x-staff-key'])) return { kind: 'machine' };
  const token = bearerToken(request.headers.authorization);
  const member = token ? await staffMemberOfToken(ctx.db, token) : null;
  return member ? { kind: 'member', member } : null;
}

/** Whether the caller may act on what shows on `outletIds`: every one of them is theirs. */
export function actsFor(caller: StaffCaller, outletIds: readonly number[]): boolean {
  return caller.kind === 'machine' || servesAll(caller.member, outletIds);
}
