import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * A request's logger that makes its pino child at its first use. Its methods live on the
 * prototype, so a request that never logs costs one small object, not a closure per level.
 */
class LoggerOnFirstUse {
  private madeChild: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private pino(): FastifyBaseLogger {
    return (this.madeChild ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.pino().level;
  }
  set level(level: string) {
    this.pino().level = level;
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.pino().child(bindings, options);
  }
  fatal(...args: unknown[]): void {
    (this.pino().fatal as (...args: unknown[]) => void)(...args);
  }
  error(...args: unknown[]): void {
    (this.pino().error as (...args: unknown[]) => void)(...args);
  }
  warn(...args: unknown[]): void {
    (this.pino().warn as (...args: unknown[]) => void)(...args);
  }
  info(...args: unknown[]): void {
    (this.pino().info as (...args: unknown[]) => void)(...args);
  }
  debug(...args: unknown[]): void {
    (this.pino().debug as (...args: unknown[]) => void)(...args);
  }
  trace(...args: unknown[]): void {
    (this.pino().trace as (...args: unknown[]) => void)(...args);
  }
  silent(...args: unknown[]): void {
    (this.pino().silent as (...args: unknown[]) => void)(...args);
  }
}

/**
 * Each request's logger, made the first time the request logs. Fastify gives every request a
 * pino child bound to its id; with our redaction that child cost a cached read about a sixth of
 * its work (`pnpm bench`, API section), and most requests never log a line.
 */
export const requestLoggerOnFirstUse: ChildLoggerFactory = (logger, bindings, options) =>
  new LoggerOnFirstUse(logger, bindings, options) as unknown as FastifyBaseLogger;
