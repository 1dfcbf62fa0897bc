import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { foodSvg } from '../images/food-drawings';
import { foodKindOf } from '../images/food-kinds';
import { imageSubject, isImageKind } from '../images/image-names';
import { placeholderSvg } from '../images/svg-placeholder';
import { fail } from '../http/wire';

/** Generated pictures never change for an id, so browsers may keep them for a year. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .send(svg);
}

/** SPEC §9's fallbacks, shown when an image is missing or fails: an empty plate, a guest. */
const DEFAULTS: Record<string, () => string> = {
  'default-dish.svg': () => foodSvg('plate', 'Island Eats', 'default-dish'),
  'default-restaurant.svg': () => foodSvg('plate', 'Island Eats', 'default-restaurant'),
  'default-user.svg': () => placeholderSvg('Guest', 'default-user.svg'),
};

export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>(
    '/images/:file',
    { config: { island: false } },
    async (request, reply) => {
      const { file } = request.params;
      // own keys only: `valueOf` or `constructor` must not reach the object's prototype
      const draw = Object.hasOwn(DEFAULTS, file) ? DEFAULTS[file] : undefined;
      if (!draw) return reply.status(404).send(fail('Not found.'));
      return sendSvg(reply, draw());
    },
  );

  app.get<{ Params: { kind: string; file: string } }>(
    '/images/:kind/:file',
    { config: { island: false } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = /^([1-9]\d{0,8})\.svg$/.exec(file)?.[1];
      const subject = id && isImageKind(kind) ? await imageSubject(ctx.db, kind, Number(id)) : null;
      if (!subject) return reply.status(404).send(fail('Not found.'));
      const seed = `${kind}/${id}`;
      // Food is drawn as the food its words name; people keep their initials.
      return sendSvg(
        reply,
        kind === 'staff'
          ? placeholderSvg(subject.name, seed)
          : foodSvg(foodKindOf(subject.words), subject.name, seed),
      );
    },
  );
}
