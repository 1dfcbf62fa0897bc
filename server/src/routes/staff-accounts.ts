import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SIGNED_OUT } from '@island-eats/api-client/answer-texts';
import { FIELD_MESSAGES, passwordProblem, phoneProblem } from '../auth/fields';
import { LOGIN_FAILED } from '../auth/log-in';
import { bearerToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { fail, ok } from '../http/wire';
import { disconnectSession } from '../auth/session-sockets';
import { disconnectMember } from '../staff/board-room';
import { STAFF_SIGN_IN_REQUIRED, staffCaller } from '../staff/staff-caller';
import {
  acceptInvitation,
  inviteStaff,
  NOT_YOUR_OUTLETS,
  removeStaff,
} from '../staff/staff-invitations';
import { checkStaffLogin } from '../staff/staff-log-in';
import type { StaffMember, StaffRole } from '../staff/staff-members';
import { staffMemberById, staffOfRestaurant } from '../staff/staff-members';
import { issueStaffToken, revokeStaffToken } from '../staff/staff-sessions';

export const OWNER_ONLY = "Only your restaurant's owner can do that.";
export const STAFF_MEMBER_NOT_FOUND = 'Staff member not found.';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const phone = { countryCode: text(8), mobileNumber: text(20) } as const;
const role = { type: 'string', enum: ['owner', 'staff'] } as const;
const body = <P extends object>(properties: P, required: readonly (keyof P & string)[]) =>
  ({ body: { type: 'object', required, properties } }) as const;

const SCHEMAS = {
  login: body({ ...phone, password: text(200) }, ['countryCode', 'mobileNumber', 'password']),
  invite: body(
    {
      role,
      outletIds: {
        type: 'array',
        maxItems: 100,
        items: { type: 'integer', minimum: 1, maximum: 2147483647 },
      },
    },
    ['role', 'outletIds'],
  ),
  accept: body(
    {
      ...phone,
      invitation: text(100),
      name: text(100),
      password: text(200),
      confirmPassword: text(200),
    },
    ['invitation', 'name', 'countryCode', 'mobileNumber', 'password'],
  ),
  member: {
    params: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    },
  },
} as const;

interface PhoneFields {
  countryCode: string;
  mobileNumber: string;
}
const phoneOf = (fields: PhoneFields) => ({
  countryCode: fields.countryCode.trim(),
  mobileNumber: fields.mobileNumber.trim(),
});

/** A member as the board shows them. */
const memberAnswer = (member: StaffMember) => ({
  id: member.id,
  name: member.name,
  role: member.role,
  restaurantId: member.restaurantId,
  restaurantName: member.restaurantName,
  outlets: member.outlets,
});

/** The signed-in member making the call, or null once the refusal is sent (return `reply`). */
async function signedIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  ownerOnly = false,
): Promise<StaffMember | null> {
  const caller = await staffCaller(ctx, request);
  if (caller?.kind !== 'member') {
    reply.status(403).send(fail(STAFF_SIGN_IN_REQUIRED));
    return null;
  }
  if (ownerOnly && caller.member.role !== 'owner') {
    reply.status(403).send(fail(OWNER_ONLY));
    return null;
  }
  return caller.member;
}

/**
 * Staff accounts (issue 36): a member signs in with phone and password, or joins by an
 * owner's invitation link; an owner sees, invites and removes its restaurant's staff. Staff
 * tokens are their own (staff-sessions.ts): a customer's token opens none of these calls.
 */
export function staffAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const signedInAnswer = async (staffId: number) => {
    const member = await staffMemberById(ctx.db, staffId);
    if (!member) return fail(LOGIN_FAILED);
    const accessToken = await issueStaffToken(ctx.db, staffId);
    return ok({ accessToken, member: memberAnswer(member) });
  };

  app.post<{ Body: PhoneFields & { password: string } }>(
    '/staff/login',
    { schema: SCHEMAS.login, config: { island: false } },
    async (request) => {
      const phone = phoneOf(request.body);
      const problem = phoneProblem(phone);
      if (problem) return fail(problem);
      const staffId = await checkStaffLogin(ctx.db, phone, request.body.password);
      return staffId === null ? fail(LOGIN_FAILED) : signedInAnswer(staffId);
    },
  );

  app.post<{
    Body: PhoneFields & {
      invitation: string;
      name: string;
      password: string;
      confirmPassword?: string;
    };
  }>(
    '/staff/invitations/accept',
    { schema: SCHEMAS.accept, config: { island: false } },
    async (request) => {
      const { body } = request;
      const phone = phoneOf(body);
      const name = body.name.trim();
      const problem =
        (name ? null : FIELD_MESSAGES.userName) ??
        phoneProblem(phone) ??
        passwordProblem(body.password) ??
        (body.confirmPassword === undefined || body.confirmPassword === body.password
          ? null
          : FIELD_MESSAGES.passwordMismatch);
      if (problem) return fail(problem);
      const joined = await acceptInvitation(ctx.db, body.invitation, {
        ...phone,
        name,
        password: body.password,
      });
      return 'refused' in joined ? fail(joined.refused) : signedInAnswer(joined.staffId);
    },
  );

  app.get('/staff/me', { config: { island: false } }, async (request, reply) => {
    const member = await signedIn(ctx, request, reply);
    return member ? ok({ member: memberAnswer(member) }) : reply;
  });

  app.post('/staff/logout', { config: { island: false } }, async (request, reply) => {
    const member = await signedIn(ctx, request, reply);
    if (!member) return reply;
    const token = bearerToken(request.headers.authorization)!;
    await revokeStaffToken(ctx.db, token);
    disconnectSession(app.io, token);
    return ok({ message: STAFF_SIGNED_OUT });
  });

  app.get('/staff/members', { config: { island: false } }, async (request, reply) => {
    const owner = await signedIn(ctx, request, reply, true);
    if (!owner) return reply;
    const members = await staffOfRestaurant(ctx.db, owner.restaurantId);
    return ok({ members: members.map(memberAnswer) });
  });

  app.post<{ Body: { role: StaffRole; outletIds: number[] } }>(
    '/staff/invitations',
    { schema: SCHEMAS.invite, config: { island: false } },
    async (request, reply) => {
      const owner = await signedIn(ctx, request, reply, true);
      if (!owner) return reply;
      const invited = await inviteStaff(ctx.db, owner, request.body);
      if (!invited) return fail(NOT_YOUR_OUTLETS);
      return ok({ invitation: invited.token, expiresAt: invited.expiresAt.toISOString() });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/staff/members/:id/remove',
    { schema: SCHEMAS.member, config: { island: false } },
    async (request, reply) => {
      const owner = await signedIn(ctx, request, reply, true);
      if (!owner) return reply;
      const removed = await removeStaff(ctx.db, owner, request.params.id);
      if (removed) disconnectMember(app.io, request.params.id);
      return removed ? ok({ staffId: request.params.id }) : fail(STAFF_MEMBER_NOT_FOUND);
    },
  );
}
