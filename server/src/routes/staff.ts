import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { fail, ok } from '../http/wire';
import { advanceOrder } from '../orders/advance-order';
import { announceOrderChange } from '../orders/announce-order-change';
import { RESTAURANT_NOT_FOUND } from '../restaurants/find-outlet';
import { isStaffKey } from '../staff/check-staff-key';
import { setAddOnStock, setDishStock, setOutletAvailability } from '../staff/live-changes';
import { acceptOutletWatchers, notifyOutlets } from '../staff/outlet-room';

export const STAFF_KEY_REFUSED = 'Staff key required.';
export const DISH_NOT_FOUND = 'Dish not found.';
export const ADD_ON_NOT_FOUND = 'Add-on not found.';

const params = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  },
} as const;

const stockSchema = {
  ...params,
  body: {
    type: 'object',
    required: ['inStock'],
    properties: { inStock: { type: 'boolean' } },
  },
} as const;

const availabilitySchema = {
  ...params,
  body: {
    type: 'object',
    minProperties: 1,
    properties: { emergencyClose: { type: 'boolean' }, online: { type: 'boolean' } },
  },
} as const;

/**
 * Restaurant staff, with header x-staff-key (DESIGN.md §5): move orders along the lifecycle,
 * mark a dish or an add-on out of stock or back, close an outlet for an emergency or take it
 * off line. Every read after the change sees it (menus, carts, checkout's stock check), and
 * the pages watching the outlet hear of it at once.
 */
export function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  const refused = (key: unknown) => !isStaffKey(ctx.staffKey, key);
  acceptOutletWatchers(app.io);
  for (const action of ['advance', 'reject'] as const) {
    app.post<{ Params: { id: number } }>(
      `/staff/orders/:id/${action}`,
      { schema: params, config: { island: false } },
      async (request, reply) => {
        if (refused(request.headers['x-staff-key'])) {
          return reply.status(403).send(fail(STAFF_KEY_REFUSED));
        }
        const result = await advanceOrder(ctx.db, request.params.id, action, ctx.now());
        if (!result.ok) return fail(result.message);
        await announceOrderChange(app, ctx, result, request.log);
        return ok({ orderId: result.orderId, status: result.status });
      },
    );
  }

  const stockItems = [
    { path: 'dishes', setStock: setDishStock, missing: DISH_NOT_FOUND, idKey: 'dishId' },
    { path: 'add-ons', setStock: setAddOnStock, missing: ADD_ON_NOT_FOUND, idKey: 'addOnId' },
  ] as const;
  for (const { path, setStock, missing, idKey } of stockItems) {
    app.post<{ Params: { id: number }; Body: { inStock: boolean } }>(
      `/staff/${path}/:id/stock`,
      { schema: stockSchema, config: { island: false } },
      async (request, reply) => {
        if (refused(request.headers['x-staff-key'])) {
          return reply.status(403).send(fail(STAFF_KEY_REFUSED));
        }
        const { id } = request.params;
        const outlets = await setStock(ctx.db, id, request.body.inStock);
        if (!outlets) return fail(missing);
        notifyOutlets(app.io, outlets);
        return ok({ [idKey]: id, inStock: request.body.inStock });
      },
    );
  }

  app.post<{ Params: { id: number }; Body: { emergencyClose?: boolean; online?: boolean } }>(
    '/staff/outlets/:id/availability',
    { schema: availabilitySchema, config: { island: false } },
    async (request, reply) => {
      if (refused(request.headers['x-staff-key'])) {
        return reply.status(403).send(fail(STAFF_KEY_REFUSED));
      }
      const { id } = request.params;
      const outlets = await setOutletAvailability(ctx.db, id, request.body);
      if (!outlets) return fail(RESTAURANT_NOT_FOUND);
      notifyOutlets(app.io, outlets);
      return ok({ outletId: id, ...request.body });
    },
  );
}
