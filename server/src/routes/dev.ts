import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { devMode } from '../dev-mode';
import { fail, ok } from '../http/wire';

/**
 * Helpers for trying the site offline. Registered only in dev mode (ISLAND_EATS_DEV=1), so in
 * production they answer 404 like any unknown path.
 */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!devMode()) return;

  // The last code the offline sender "sent" to a number (10 digits, any dial code before them).
  app.get<{ Params: { phone: string } }>(
    '/dev/otp/:phone',
    { config: { island: false } },
    async (request, reply) => {
      const mobileNumber = request.params.phone.replace(/\D/g, '').slice(-10);
      const message = await ctx.otpSender.latest?.(mobileNumber);
      if (!message) return reply.status(404).send(fail('No code was sent to this number.'));
      return ok({ otp: message.code, expiresAt: message.expiresAt.toISOString() });
    },
  );
}
