import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

const LOG_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Each request's logger, made the first time the request logs. Fastify gives every request a
 * pino child bound to its id; with our redaction that child cost a cached read about a sixth of
 * its work (`pnpm bench`, API section), and most requests never log a line.
 */
export const requestLoggerOnFirstUse: ChildLoggerFactory = (logger, bindings, options) => {
  let made: FastifyBaseLogger | undefined;
  const child = () => (made ??= logger.child(bindings, options));
  const lazy = {
    get level() {
      return child().level;
    },
    set level(level: string) {
      child().level = level;
    },
    child: (more: Parameters<FastifyBaseLogger['child']>[0], moreOptions?: object) =>
      child().child(more, moreOptions),
  } as FastifyBaseLogger;
  for (const method of LOG_METHODS) {
    (lazy as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      (child()[method] as (...args: unknown[]) => void)(...args);
  }
  return lazy;
};
