import type { FastifyInstance, FastifyReply } from 'fastify';
import { callsWaiting, callTurnWaitSeconds } from '../metrics/metrics';
import { fail } from './wire';

export interface CallsInTurnOptions {
  /** How many calls run at once; the rest wait their turn in the order they came. */
  atOnce: number;
  /** A call that has waited this long for its turn is answered BUSY_MESSAGE (503) instead. */
  maxWaitMs: number;
}

export const BUSY_MESSAGE = 'We are very busy right now. Please try again in a moment.';

/** Calls that never wait: the health check answers while the API is busy. */
const NEVER_WAIT = new Set(['/api/v1/health']);

/**
 * Calls in turn, for a database that runs one statement at a time (embedded PGlite): were
 * every call let in at once, each of a call's statements would queue behind those of all the
 * others, so a call of twenty statements took twenty times the queue. Let in a few at a time,
 * a call's statements each wait only for those few, and every call waits about as long, in
 * the order it came. A burst the database cannot take answers 503 with Retry-After after
 * `maxWaitMs` instead of queueing for tens of seconds; such a call was not begun.
 */
export function callsInTurn(api: FastifyInstance, { atOnce, maxWaitMs }: CallsInTurnOptions): void {
  let running = 0;
  const waiting: { enter(): void; give(): void }[] = [];
  const counted = () => callsWaiting.set(waiting.length);

  const leave = () => {
    running -= 1;
    const next = waiting.shift();
    counted();
    next?.enter();
  };
  const admit = (reply: FastifyReply, done: () => void, since: number) => {
    running += 1;
    callTurnWaitSeconds.observe((performance.now() - since) / 1000);
    // 'close' comes once the answer is sent or the caller went away, whatever the handler does
    reply.raw.once('close', leave);
    done();
  };

  api.addHook('onRequest', (request, reply, done) => {
    const since = performance.now();
    if (NEVER_WAIT.has(request.routeOptions.url ?? '') || running < atOnce) {
      admit(reply, done, since);
      return;
    }
    const turn = {
      enter: () => {
        clearTimeout(timer);
        reply.raw.off('close', give);
        admit(reply, done, since);
      },
      give: () => {
        const at = waiting.indexOf(turn);
        if (at >= 0) waiting.splice(at, 1);
        counted();
      },
    };
    const give = turn.give;
    const timer = setTimeout(() => {
      give();
      reply.raw.off('close', give);
      void reply
        .code(503)
        .header('retry-after', String(Math.ceil(maxWaitMs / 1000)))
        .send(fail(BUSY_MESSAGE));
    }, maxWaitMs);
    // a caller that went away while waiting leaves the line
    reply.raw.once('close', give);
    waiting.push(turn);
    counted();
  });
}
