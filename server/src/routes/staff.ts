import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { fail, ok } from '../http/wire';
import { advanceOrder } from '../orders/advance-order';
import { notifyOrder } from '../orders/order-room';
import { isStaffKey } from '../staff/check-staff-key';

export const STAFF_KEY_REFUSED = 'Staff key required.';

const params = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  },
} as const;

/** Restaurant staff move orders along the lifecycle (DESIGN.md §5), with header x-staff-key. */
export function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const action of ['advance', 'reject'] as const) {
    app.post<{ Params: { id: number } }>(
      `/staff/orders/:id/${action}`,
      { schema: params, config: { island: false } },
      async (request, reply) => {
        if (!isStaffKey(ctx.staffKey, request.headers['x-staff-key'])) {
          return reply.status(403).send(fail(STAFF_KEY_REFUSED));
        }
        const result = await advanceOrder(ctx.db, request.params.id, action, ctx.now());
        if (!result.ok) return fail(result.message);
        await notifyOrder(app.io, ctx.db, result.orderId);
        return ok({ orderId: result.orderId, status: result.status });
      },
    );
  }
}
