import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { findUserByPhone } from '../auth/accounts';
import type { AppContext } from '../context';
import { currentUserId } from './auth';
import type { LimitRule } from './rate-limits';

interface PhoneFields {
  countryCode?: unknown;
  mobileNumber?: unknown;
}

/** The body's phone, its digits only: spacing cannot make a new account of a number. */
function phoneKey(request: FastifyRequest): string {
  const body = request.body as PhoneFields | undefined;
  const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');
  return `${digits(body?.countryCode)}-${digits(body?.mobileNumber)}`;
}

/**
 * The account a login tries and its current password: a new password (a reset by a code sent
 * to the owner's phone) is a new count, so guessers from many addresses cannot keep the owner
 * out. A number without an account counts by its digits, limited alike.
 */
async function accountKey(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const body = request.body as PhoneFields | undefined;
  const user = await findUserByPhone(ctx.db, {
    countryCode: String(body?.countryCode ?? '').trim(),
    mobileNumber: String(body?.mobileNumber ?? '').trim(),
  });
  if (!user) return phoneKey(request);
  const password = createHash('sha256').update(user.password_hash).digest('base64url');
  return `u${user.id}.${password.slice(0, 16)}`;
}

/**
 * Whose counter a rule of the call counts on, or null for nobody: an exempt address
 * (RATE_LIMIT_EXEMPT_ADDRESSES, test rigs only) skips the address rules, and a call without a
 * signed-in user is refused by its handler anyway. Keys of one request are found once.
 */
export function limitKeys(ctx: AppContext, exemptAddresses: ReadonlySet<string>) {
  const found = new WeakMap<FastifyRequest, Map<LimitRule['key'], string | null>>();
  const find = async (kind: LimitRule['key'], request: FastifyRequest) => {
    const address = normalizeIP(request.ip);
    switch (kind) {
      case 'address':
        return exemptAddresses.has(request.ip) ? null : address;
      case 'phone':
        return phoneKey(request);
      case 'phone-address':
        return `${phoneKey(request)}@${address}`;
      case 'account':
        return accountKey(ctx, request);
      case 'account-address':
        return `${await keyOf(request, 'account')}@${address}`;
      case 'user': {
        const userId = await currentUserId(ctx, request);
        return userId === null ? null : String(userId);
      }
    }
  };
  const keyOf = async (request: FastifyRequest, kind: LimitRule['key']) => {
    let keys = found.get(request);
    if (!keys) found.set(request, (keys = new Map()));
    if (!keys.has(kind)) keys.set(kind, await find(kind, request));
    return keys.get(kind)!;
  };
  return keyOf;
}
