import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { callsWaiting, callTurnWaitSeconds } from '../metrics/metrics';

export interface CallsInTurnOptions {
  /** How many calls use the database at once; the rest wait their turn in the order they came. */
  atOnce: number;
  /** A call that has waited this long for its turn is answered BUSY_MESSAGE (503) instead. */
  maxWaitMs: number;
}

export const BUSY_MESSAGE = 'We are very busy right now. Please try again in a moment.';

/** A call that waited too long for its turn; it had not touched the database (503). */
export class CallsBusyError extends Error {
  constructor(readonly retryAfterS: number) {
    super(BUSY_MESSAGE);
  }
}

interface CallTurn {
  /** Settles once the call has its turn; undefined until its first statement asks. */
  taken?: Promise<void>;
  /** The call holds a turn (to give back when it is over). */
  held: boolean;
  /** The call is over (answered, or its caller went away). */
  over: boolean;
  /** Its place in the line while it waits for a turn. */
  waiter?: Waiter;
}

interface Waiter {
  enter(): void;
  /** Out of the line without a turn: the call waited too long. */
  leave(why: Error): void;
  /** Its statements go ahead without a turn: the call is over. */
  enterUnheld(): void;
}

/**
 * Calls in turn, for a database that runs one statement at a time (embedded PGlite): were
 * every call let at it at once, each of a call's statements would queue behind those of all
 * the others, so a call of twenty statements took twenty times the queue. Let at it a few
 * at a time, a call's statements each wait only for those few, and every call waits about as
 * long, in the order it came. A call takes its turn at its first statement and keeps it until
 * it is answered, so what the caches answer never waits. A burst the database cannot take
 * answers 503 with Retry-After once a call has waited `maxWaitMs`, before it touched anything.
 */
export class CallsInTurn {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly current = new AsyncLocalStorage<CallTurn>();
  private readonly turnOf = new WeakMap<FastifyRequest, CallTurn>();

  constructor(private readonly options: CallsInTurnOptions) {}

  /** Each API call gets its turn, taken at its first statement and given back when it ends. */
  register(api: FastifyInstance): void {
    api.addHook('onRequest', (request, reply, done) => {
      // (a caller already gone is over before it begins)
      const turn: CallTurn = { held: false, over: request.raw.socket?.destroyed ?? false };
      const end = () => this.end(turn);
      // The turn is given back once the answer is on its way (a slow reader holds no turn)...
      reply.raw.once('close', end);
      // ...or the caller went away: an answer queued behind another on a kept-alive connection
      // hears no 'close' of its own when the connection dies
      request.raw.once('close', () => {
        if (request.raw.socket?.destroyed) end();
      });
      this.turnOf.set(request, turn);
      this.current.run(turn, done);
    });
    api.addHook('onSend', (request, _reply, payload, done) => {
      const turn = this.turnOf.get(request);
      if (turn) this.end(turn);
      done(null, payload);
    });
  }

  /** `db` whose statements, in a call, first wait for the call's turn (outside a call, none). */
  db(db: Db): Db {
    return {
      ...db,
      query: async (sql, params) => {
        await this.take();
        return db.query(sql, params);
      },
      exec: async (sql) => {
        await this.take();
        return db.exec(sql);
      },
      transaction: async (fn) => {
        await this.take();
        return db.transaction(fn);
      },
    };
  }

  private take(): Promise<void> | undefined {
    const turn = this.current.getStore();
    if (!turn || turn.over) return undefined;
    turn.taken ??= this.line(turn);
    return turn.taken;
  }

  private line(turn: CallTurn): Promise<void> {
    const since = performance.now();
    const admitted = () => {
      this.running += 1;
      turn.held = true;
      callTurnWaitSeconds.observe((performance.now() - since) / 1000);
    };
    if (this.running < this.options.atOnce) {
      admitted();
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        enter: () => {
          clearTimeout(timer);
          turn.waiter = undefined;
          admitted();
          resolve();
        },
        leave: (why) => {
          clearTimeout(timer);
          turn.waiter = undefined;
          this.leaveLine(waiter);
          reject(why);
        },
        enterUnheld: () => {
          clearTimeout(timer);
          turn.waiter = undefined;
          this.leaveLine(waiter);
          resolve();
        },
      };
      const timer = setTimeout(
        () => waiter.leave(new CallsBusyError(Math.ceil(this.options.maxWaitMs / 1000))),
        this.options.maxWaitMs,
      );
      turn.waiter = waiter;
      this.waiting.push(waiter);
      callsWaiting.set(this.waiting.length);
    });
  }

  private leaveLine(waiter: Waiter): void {
    const at = this.waiting.indexOf(waiter);
    if (at >= 0) this.waiting.splice(at, 1);
    callsWaiting.set(this.waiting.length);
  }

  /** The call is over: a turn it held goes to the next in line; a place in line is given up. */
  private end(turn: CallTurn): void {
    turn.over = true;
    if (turn.waiter) {
      // Out of the line, and its statement runs without a turn: the caller is gone, but other
      // calls may share what it began (an answer the caches build once for many).
      turn.waiter.enterUnheld();
      return;
    }
    if (!turn.held) return;
    turn.held = false;
    this.running -= 1;
    const next = this.waiting.shift();
    callsWaiting.set(this.waiting.length);
    next?.enter();
  }
}
