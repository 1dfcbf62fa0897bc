import multipart from '@fastify/multipart';
import type * as api from '@island-eats/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUserById, userDetails } from '../auth/accounts';
import { bearerToken, udIdForToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { fail, ok } from '../http/wire';
import { parseProfileFields } from '../profile/profile-fields';
import { readProfileForm } from '../profile/read-profile-form';
import { updateProfile } from '../profile/update-profile';
import { IMAGE_NAME, loadUserImage } from '../profile/user-image';

export const PROFILE_UPDATED = 'Profile updated successfully.';

async function profileAnswer(ctx: AppContext, request: FastifyRequest, userId: number) {
  const user = await findUserById(ctx.db, userId);
  const token = bearerToken(request.headers.authorization);
  const udId = token ? await udIdForToken(ctx.db, token) : null;
  return user ? userDetails(user, ctx.publicUrl, udId) : null;
}

/** Edit profile (multipart, with a picture) and checkout contact (JSON) share one call. */
async function handleUpdate(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const userId = await currentUserId(ctx, request);
  if (userId === null) return fail(UNAUTHENTICATED);
  let fields: Record<string, unknown>;
  let image = null;
  if (request.isMultipart()) {
    const form = await readProfileForm(request);
    if ('problem' in form) return reply.status(form.status).send(fail(form.problem));
    ({ fields, image } = form);
  } else {
    const { body } = request;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return reply.status(422).send(fail('The request body must be a JSON object.'));
    }
    fields = body as Record<string, unknown>;
  }
  const parsed = parseProfileFields(fields);
  if ('problem' in parsed) return reply.status(parsed.status).send(fail(parsed.problem));
  await updateProfile(ctx.db, userId, parsed.changes, image, ctx.now());
  return ok({
    message: PROFILE_UPDATED,
    usersDetails: (await profileAnswer(ctx, request, userId)) ?? undefined,
  }) satisfies api.AnswerOf<typeof api.updateProfile>;
}

export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/getProfile', async (request) => {
    const userId = await currentUserId(ctx, request);
    const usersDetails = userId === null ? null : await profileAnswer(ctx, request, userId);
    return usersDetails
      ? (ok({ usersDetails }) satisfies api.AnswerOf<typeof api.getProfile>)
      : fail(UNAUTHENTICATED);
  });

  // Multipart parsing stays inside this child scope so the other areas keep JSON only.
  void app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/updateProfile', async (request, reply) => handleUpdate(ctx, request, reply));
  });

  // Public like every other picture (<img> tags cannot send the bearer token), by a random name.
  app.get<{ Params: { id: string } }>(
    '/user-image/:id',
    { config: { island: false } },
    async (request, reply) => {
      const { id } = request.params;
      const image = IMAGE_NAME.test(id) ? await loadUserImage(ctx.db, id) : null;
      if (!image) return reply.status(404).send(fail('Not found.'));
      return reply
        .header('Content-Type', image.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=86400')
        .send(image.data);
    },
  );
}
