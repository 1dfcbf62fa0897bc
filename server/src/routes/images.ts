import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { imageSubjectName, isImageKind } from '../images/image-names';
import { placeholderSvg } from '../images/svg-placeholder';
import { fail } from '../http/wire';

/** Generated pictures never change for an id, so browsers may keep them for a year. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .send(svg);
}

const DEFAULTS: Record<string, string> = {
  'default-dish.svg': 'Island Eats',
  'default-restaurant.svg': 'Island Eats',
  'default-user.svg': 'Guest',
};

export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>(
    '/images/:file',
    { config: { island: false } },
    async (request, reply) => {
      const name = DEFAULTS[request.params.file];
      if (!name) return reply.status(404).send(fail('Not found.'));
      return sendSvg(reply, placeholderSvg(name, request.params.file));
    },
  );

  app.get<{ Params: { kind: string; file: string } }>(
    '/images/:kind/:file',
    { config: { island: false } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = /^([1-9]\d{0,8})\.svg$/.exec(file)?.[1];
      const name =
        id && isImageKind(kind) ? await imageSubjectName(ctx.db, kind, Number(id)) : null;
      if (!name) return reply.status(404).send(fail('Not found.'));
      return sendSvg(reply, placeholderSvg(name, `${kind}/${id}`));
    },
  );
}
