import type { FastifyBaseLogger } from 'fastify';
import { requestLoggerOnFirstUse } from '../src/http/request-logger';

// Each request's logger is pino's child bound to its id, made only once the request logs: the
// child (with redaction) was a sixth of a cached read's work, and most requests never log.

function parentLogger() {
  const made: { bindings: object; lines: unknown[][] }[] = [];
  const parent = {
    child(bindings: object) {
      const child = { bindings, lines: [] as unknown[][] };
      made.push(child);
      const log =
        (level: string) =>
        (...args: unknown[]) =>
          child.lines.push([level, ...args]);
      return {
        level: 'info',
        fatal: log('fatal'),
        error: log('error'),
        warn: log('warn'),
        info: log('info'),
        debug: log('debug'),
        trace: log('trace'),
        silent: log('silent'),
        child: parent.child,
      } as unknown as FastifyBaseLogger;
    },
  } as unknown as FastifyBaseLogger;
  return { parent, made };
}

test('makes no child for a request that never logs', () => {
  const { parent, made } = parentLogger();
  requestLoggerOnFirstUse.call(undefined as never, parent, { reqId: 'r1' }, {}, {} as never);
  expect(made).toHaveLength(0);
});

test("logs through one child bound to the request's id, made at the first line", () => {
  const { parent, made } = parentLogger();
  const log = requestLoggerOnFirstUse.call(
    undefined as never,
    parent,
    { reqId: 'r2' },
    {},
    {} as never,
  );
  log.warn({ ms: 1200 }, 'slow answer');
  log.error('failed');
  expect(made).toEqual([
    {
      bindings: { reqId: 'r2' },
      lines: [
        ['warn', { ms: 1200 }, 'slow answer'],
        ['error', 'failed'],
      ],
    },
  ]);
  expect(log.level).toBe('info');
});
