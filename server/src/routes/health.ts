import type { FastifyInstance } from 'fastify';
import { ok } from '../http/wire';

export function healthRoutes(app: FastifyInstance): void {
  app.get('/health', { config: { island: false } }, async () => ok({ status: 'ok' }));
}
