import type { FastifyInstance } from 'fastify';

/**
 * What a scrape-time gauge reads, one entry per app of this process (tests build several in
 * one): `value` is in `watched` from now until `app` closes. The last one is the app built last.
 */
export function watchUntilClosed<T>(app: FastifyInstance, watched: T[], value: T): void {
  watched.push(value);
  app.addHook('onClose', async () => {
    watched.splice(watched.lastIndexOf(value), 1);
  });
}
