import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as api from '@island-eats/api-client';
import type { AppContext } from '../context';
import { minuteOf } from '../cache/answer-cache';
import { requestVersions } from '../cache/request-versions';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';
import { SLOT_MESSAGES } from '@island-eats/api-client/order-later';
import { parseSlot } from '../cart/schedule-cart';
import { listMenu } from '../menu/list-menu';
import { RESTAURANT_NOT_FOUND } from '../restaurants/find-outlet';
import type { OutletRecord } from '../restaurants/find-outlet';
import { outletDetail } from '../restaurants/outlet-detail';

/** Ids are Postgres integers: anything larger is refused by the schema, not by the database. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const coordinate = { type: ['number', 'string', 'null'], maxLength: 32 } as const;

const outletParams = {
  params: { type: 'object', required: ['outletId'], properties: { outletId: idSchema } },
  querystring: { type: 'object', properties: { located_at: locatedAtSchema } },
} as const;

const listMenuSchema = {
  ...outletParams,
  querystring: {
    type: 'object',
    properties: { ...outletParams.querystring.properties, at: { type: 'string', maxLength: 40 } },
  },
} as const;

const listDishesSchema = {
  body: {
    type: 'object',
    required: ['outletId'],
    properties: {
      located_at: locatedAtSchema,
      latitude: coordinate,
      longitude: coordinate,
      outletId: idSchema,
    },
  },
} as const;

/** Restaurant details and menu (SPEC.md §7): public, no token needed. */
export function menuRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A catalogue answer about one outlet, cached per island, outlet and minute. */
  const outletAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    call: string,
    outletId: number,
    answer: (outlet: OutletRecord, now: Date) => Promise<object>,
  ) => {
    const { catalogue } = await requestVersions(ctx.versions, request);
    const now = ctx.now();
    const key = `${call}:${request.island}:${outletId}:${minuteOf(now)}`;
    return ctx.answers.send(reply, key, catalogue, async () => {
      const outlet = await ctx.outlets.at(catalogue)(outletId, request.island);
      return outlet ? answer(outlet, now) : fail(RESTAURANT_NOT_FOUND);
    });
  };
  /** listMenu and listDishes answer the same menu under their own names. */
  const menuOf = (outlet: OutletRecord, now: Date) => listMenu(ctx.db, outlet, now, ctx.publicUrl);

  app.get<{ Params: { outletId: number } }>(
    '/outlet-detail/:outletId',
    { schema: outletParams },
    (request, reply) =>
      outletAnswer(
        request,
        reply,
        'outlet-detail',
        request.params.outletId,
        async (outlet, now) =>
          ok({
            restaurantInfo: await outletDetail(ctx.db, outlet, now, ctx.publicUrl),
          }) satisfies api.AnswerOf<typeof api.getOutletDetail>,
      ),
  );

  // `at`: the menu as served at an order-for-later slot (which dishes are in their hours then).
  app.get<{ Params: { outletId: number }; Querystring: { at?: string } }>(
    '/listMenu/:outletId',
    { schema: listMenuSchema },
    (request, reply) => {
      const { at } = request.query;
      const slot = at ? parseSlot(at) : null;
      if (at && !slot) return fail(SLOT_MESSAGES.garbage);
      return outletAnswer(
        request,
        reply,
        slot ? `listMenu@${slot.toISOString()}` : 'listMenu',
        request.params.outletId,
        async (outlet, now) =>
          ok({ menu: await menuOf(outlet, slot ?? now) }) satisfies api.AnswerOf<
            typeof api.listMenu
          >,
      );
    },
  );

  app.post<{ Body: { outletId: number } }>(
    '/listDishes',
    { schema: listDishesSchema },
    (request, reply) =>
      outletAnswer(
        request,
        reply,
        'listDishes',
        request.body.outletId,
        async (outlet, now) =>
          ok({ dishes: await menuOf(outlet, now) }) satisfies api.AnswerOf<typeof api.listDishes>,
      ),
  );
}
