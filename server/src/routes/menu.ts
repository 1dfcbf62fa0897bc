import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import type { AppContext } from '../context';
import { locatedAtSchema } from '../http/island';
import { fail, ok } from '../http/wire';
import { listMenu } from '../menu/list-menu';
import { findOutlet, RESTAURANT_NOT_FOUND } from '../restaurants/find-outlet';
import { outletDetail } from '../restaurants/outlet-detail';

/** Ids are Postgres integers: anything larger is refused by the schema, not by the database. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const coordinate = { type: ['number', 'string', 'null'], maxLength: 32 } as const;

const outletParams = {
  params: { type: 'object', required: ['outletId'], properties: { outletId: idSchema } },
  querystring: { type: 'object', properties: { located_at: locatedAtSchema } },
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
  app.get<{ Params: { outletId: number } }>(
    '/outlet-detail/:outletId',
    { schema: outletParams },
    async (request) => {
      const outlet = await findOutlet(ctx.db, request.params.outletId, request.island);
      if (!outlet) return fail(RESTAURANT_NOT_FOUND);
      return ok({
        restaurantInfo: await outletDetail(ctx.db, outlet, ctx.now(), ctx.publicUrl),
      }) satisfies api.AnswerOf<typeof api.getOutletDetail>;
    },
  );

  app.get<{ Params: { outletId: number } }>(
    '/listMenu/:outletId',
    { schema: outletParams },
    async (request) => {
      const outlet = await findOutlet(ctx.db, request.params.outletId, request.island);
      if (!outlet) return fail(RESTAURANT_NOT_FOUND);
      return ok({
        menu: await listMenu(ctx.db, outlet.restaurantId, ctx.now(), ctx.publicUrl),
      }) satisfies api.AnswerOf<typeof api.listMenu>;
    },
  );

  app.post<{ Body: { outletId: number } }>(
    '/listDishes',
    { schema: listDishesSchema },
    async (request) => {
      const outlet = await findOutlet(ctx.db, request.body.outletId, request.island);
      if (!outlet) return fail(RESTAURANT_NOT_FOUND);
      return ok({
        dishes: await listMenu(ctx.db, outlet.restaurantId, ctx.now(), ctx.publicUrl),
      }) satisfies api.AnswerOf<typeof api.listDishes>;
    },
  );
}
