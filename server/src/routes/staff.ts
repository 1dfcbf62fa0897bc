import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { fail, ok } from '../http/wire';
import { DISH_NOT_FOUND } from '@island-eats/api-client/answer-texts';
import { formatCents } from '@island-eats/api-client/money';
import { MESSAGES } from '@island-eats/api-client/messages';
import { orderStatusSchema } from '@island-eats/api-client/wire';
import { advanceOrder, ORDER_NOT_FOUND } from '../orders/advance-order';
import type { StepDetails } from '../orders/advance-order';
import { listBoardOrders } from '../orders/order-rows';
import { ISLAND_TIME_ZONE } from '../islands/islands';
import { boardOrder } from '../staff/board-order';
import { acceptBoardWatchers } from '../staff/board-room';
import { boardToday } from '../staff/board-today';
import { announceOrderChange } from '../orders/announce-order-change';
import { RESTAURANT_NOT_FOUND } from '../restaurants/find-outlet';
import { actsFor, STAFF_SIGN_IN_REQUIRED, staffCaller } from '../staff/staff-caller';
import type { StaffCaller } from '../staff/staff-caller';
import { setAddOnStock, setDishStock, setOutletAvailability } from '../staff/live-changes';
import { acceptOutletWatchers, notifyOutlets } from '../staff/outlet-room';
import type { OutletsOf } from '../staff/staff-scope';
import {
  outletsOfAddOn,
  outletsOfDish,
  outletsOfOrder,
  outletsOfOutlet,
} from '../staff/staff-scope';

export const REASON_REQUIRED = MESSAGES.refusalReason;
export const ADD_ON_NOT_FOUND = 'Add-on not found.';
/** A change for every outlet of the restaurant (no outletId) needs a member of all of them. */
export const ON_OTHER_OUTLETS =
  "It is on the menus of outlets you do not serve too: ask your restaurant's owner.";

const params = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  },
} as const;

/** A board's step (advance-order.ts StepDetails); machines send none of it. */
const stepSchema = {
  ...params,
  body: {
    type: 'object',
    properties: {
      from: orderStatusSchema,
      preparationMinutes: { type: 'integer', minimum: 1, maximum: 240 },
      reason: { type: 'string', maxLength: 200 },
    },
  },
} as const;

const stockSchema = {
  ...params,
  body: {
    type: 'object',
    required: ['inStock'],
    properties: {
      inStock: { type: 'boolean' },
      // at this outlet alone (the board's); at every outlet of the restaurant when left out
      outletId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
  },
} as const;

const availabilitySchema = {
  ...params,
  body: {
    type: 'object',
    // one of the two at least (the browser's client adds located_at to every body)
    anyOf: [{ required: ['emergencyClose'] }, { required: ['online'] }],
    properties: { emergencyClose: { type: 'boolean' }, online: { type: 'boolean' } },
  },
} as const;

/**
 * Which staff may act on an object: the caller, when every outlet it shows on is theirs;
 * otherwise the answer to send, the same as for an id that does not exist when none of its
 * outlets is theirs (a member learns nothing of other restaurants), and ON_OTHER_OUTLETS when
 * only some are.
 */
async function allowed(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  target: { id: number; outletsOf: OutletsOf; missing: string },
): Promise<{ caller: StaffCaller } | { refusal: unknown }> {
  const caller = await staffCaller(ctx, request);
  if (!caller) return { refusal: reply.status(403).send(fail(STAFF_SIGN_IN_REQUIRED)) };
  const outlets = await target.outletsOf(ctx.db, target.id);
  if (outlets && actsFor(caller, outlets)) return { caller };
  const someServed = outlets?.some((id) => actsFor(caller, [id])) ?? false;
  return { refusal: fail(someServed ? ON_OTHER_OUTLETS : target.missing) };
}

/**
 * Restaurant staff (DESIGN.md §5), signed in (staff-accounts.ts) or a machine with the
 * x-staff-key: move orders along the lifecycle, mark a dish or an add-on out of stock or back,
 * close an outlet for an emergency or take it off line, each for the caller's outlets only.
 * Every read after the change sees it (menus, carts, checkout's stock check), and the pages
 * watching the outlet hear of it at once.
 */
export function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  acceptOutletWatchers(app.io);
  acceptBoardWatchers(app.io, ctx);
  app.get('/staff/board', { config: { island: false } }, async (request, reply) => {
    const caller = await staffCaller(ctx, request);
    if (caller?.kind !== 'member') return reply.status(403).send(fail(STAFF_SIGN_IN_REQUIRED));
    const outlets = caller.member.outlets;
    const now = ctx.now();
    const ids = outlets.map((outlet) => outlet.id);
    const [orders, today] = await Promise.all([
      listBoardOrders(ctx.db, ids, now, ISLAND_TIME_ZONE),
      boardToday(ctx.db, outlets, now, ISLAND_TIME_ZONE),
    ]);
    return ok({
      orders: orders.map(boardOrder),
      today: today.map(({ takingsCents, ...outlet }) => ({
        ...outlet,
        takings: formatCents(takingsCents),
      })),
    });
  });

  for (const action of ['advance', 'reject'] as const) {
    app.post<{ Params: { id: number }; Body: StepDetails }>(
      `/staff/orders/:id/${action}`,
      {
        schema: stepSchema,
        config: { island: false },
        // machines (the CLI, scripts) move an order on with no body at all
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const may = await allowed(ctx, request, reply, {
          id,
          outletsOf: outletsOfOrder,
          missing: ORDER_NOT_FOUND,
        });
        if ('refusal' in may) return may.refusal;
        const reason = action === 'reject' ? request.body.reason?.trim() : undefined;
        if (reason === '') return fail(REASON_REQUIRED);
        const result = await advanceOrder(ctx.db, id, action, ctx.now(), {
          ...request.body,
          reason,
        });
        if (!result.ok) return fail(result.message);
        await announceOrderChange(app, ctx, result, request.log);
        return ok({ orderId: result.orderId, status: result.status });
      },
    );
  }

  const stockItems = [
    {
      path: 'dishes',
      setStock: setDishStock,
      outletsOf: outletsOfDish,
      missing: DISH_NOT_FOUND,
      idKey: 'dishId',
    },
    {
      path: 'add-ons',
      setStock: setAddOnStock,
      outletsOf: outletsOfAddOn,
      missing: ADD_ON_NOT_FOUND,
      idKey: 'addOnId',
    },
  ] as const;
  for (const { path, setStock, outletsOf, missing, idKey } of stockItems) {
    app.post<{ Params: { id: number }; Body: { inStock: boolean; outletId?: number } }>(
      `/staff/${path}/:id/stock`,
      { schema: stockSchema, config: { island: false } },
      async (request, reply) => {
        const { id } = request.params;
        const { inStock, outletId } = request.body;
        // at one outlet, the caller needs to serve that one only; one that does not offer it
        // answers as an id that does not exist
        const at: OutletsOf = async (db, itemId) => {
          const all = await outletsOf(db, itemId);
          if (outletId === undefined || !all) return all;
          return all.includes(outletId) ? [outletId] : null;
        };
        const may = await allowed(ctx, request, reply, { id, outletsOf: at, missing });
        if ('refusal' in may) return may.refusal;
        const outlets = await setStock(ctx.db, id, inStock, outletId ? [outletId] : 'everywhere');
        if (!outlets) return fail(missing);
        notifyOutlets(app.io, outlets);
        return ok({ [idKey]: id, inStock });
      },
    );
  }

  app.post<{ Params: { id: number }; Body: { emergencyClose?: boolean; online?: boolean } }>(
    '/staff/outlets/:id/availability',
    { schema: availabilitySchema, config: { island: false } },
    async (request, reply) => {
      const { id } = request.params;
      const may = await allowed(ctx, request, reply, {
        id,
        outletsOf: outletsOfOutlet,
        missing: RESTAURANT_NOT_FOUND,
      });
      if ('refusal' in may) return may.refusal;
      const outlets = await setOutletAvailability(ctx.db, id, request.body);
      if (!outlets) return fail(RESTAURANT_NOT_FOUND);
      notifyOutlets(app.io, outlets);
      return ok({ outletId: id, ...request.body });
    },
  );
}
