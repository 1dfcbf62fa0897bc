import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { fail } from '../http/wire';
import { approveSandboxOrder, cancelSandboxOrder, findSandboxOrder } from './sandbox-provider';
import { sandboxApprovalPage, withQuery } from './sandbox-page';

const BASE = '/sandbox-pay/approve';
const params = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', maxLength: 100 } },
  },
} as const;

/** The sandbox provider's approval page (DESIGN.md §5): Approve or Cancel, then back. */
export function sandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const config = { island: false };
  const notFound = 'Payment not found.';

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id`,
    { schema: params, config },
    async (request, reply) => {
      const order = await findSandboxOrder(ctx.db, request.params.id);
      if (!order) return reply.status(404).send(fail(notFound));
      const basePath = `${app.prefix}${BASE}`;
      return reply.type('text/html; charset=utf-8').send(sandboxApprovalPage(order, basePath));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id/approve`,
    { schema: params, config },
    async (request, reply) => {
      const order = await findSandboxOrder(ctx.db, request.params.id);
      if (!order) return reply.status(404).send(fail(notFound));
      const payerId = await approveSandboxOrder(ctx.db, order.id);
      if (!payerId) return reply.redirect(withQuery(order.cancelUrl, { status: 'cancel' }), 303);
      return reply.redirect(withQuery(order.returnUrl, { token: order.id, PayerID: payerId }), 303);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id/cancel`,
    { schema: params, config },
    async (request, reply) => {
      const order = await findSandboxOrder(ctx.db, request.params.id);
      if (!order) return reply.status(404).send(fail(notFound));
      await cancelSandboxOrder(ctx.db, order.id);
      return reply.redirect(withQuery(order.cancelUrl, { status: 'cancel' }), 303);
    },
  );
}
