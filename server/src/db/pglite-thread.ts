import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface PgliteWorkerData {
  /** undefined keeps the database in memory (tests) */
  dataDir?: string;
  /** a database PGlite dumped (dumpDataDir), to start from instead of initdb */
  copyOf?: ArrayBuffer;
}

export type PgliteAsk =
  | { id: number; kind: 'query'; sql: string; params: unknown[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'close' };

/** A statement's rows, and when the thread ran it (epochMs). */
export interface PgliteAnswer {
  rows: unknown[];
  startedAt: number;
  finishedAt: number;
}

/** Answer to ask `id` (0: the database is ready, or failed to open). */
export type PgliteReply =
  | ({ id: number; error?: undefined } & PgliteAnswer)
  | { id: number; error: Record<string, unknown> };

/** Milliseconds since the epoch, to the fraction: the same clock on every thread. */
export const epochMs = () => performance.timeOrigin + performance.now();

/**
 * One embedded database running on its own thread (pglite-worker.ts), which runs what it is
 * asked in the order asked.
 */
export interface PgliteThread {
  query(sql: string, params: readonly unknown[]): Promise<PgliteAnswer>;
  exec(sql: string): Promise<PgliteAnswer>;
  close(): Promise<void>;
}

/**
 * The thread's code: beside the bundle (server/dist, scripts/build.mjs builds it as an entry of
 * its own), else the source beside this file, which registers tsx itself (a thread takes no
 * `--import tsx` of its own on Node 20).
 */
function workerSource(): { source: string; eval: boolean } {
  const file = ['pglite-worker.js', 'pglite-worker.ts']
    .map((name) => path.join(__dirname, name))
    .find((candidate) => existsSync(candidate));
  if (!file)
    throw new Error(`the embedded database's thread (pglite-worker) is not in ${__dirname}`);
  if (file.endsWith('.js')) return { source: file, eval: false };
  const tsx = createRequire(file).resolve('tsx/cjs/api');
  return {
    source: `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(file)});`,
    eval: true,
  };
}

/** A statement's failure as the database raised it: an Error with Postgres' code and fields. */
function databaseError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/** Starts the database's thread; resolves once PGlite is open. */
export function startPgliteThread(data: PgliteWorkerData): Promise<PgliteThread> {
  const { source, eval: isSource } = workerSource();
  const worker = new Worker(source, {
    eval: isSource,
    workerData: data,
    transferList: data.copyOf ? [data.copyOf] : [],
  });
  const waiting = new Map<number, { resolve(a: PgliteAnswer): void; reject(e: Error): void }>();
  let nextId = 1;
  let stopped: Error | null = null;
  const stop = (why: Error) => {
    stopped ??= why;
    for (const { reject } of waiting.values()) reject(why);
    waiting.clear();
  };
  // Postgres' word for a crash shutdown (57P02): calls answer that the database is unreachable
  const crashed = (message: string, cause?: unknown) =>
    stop(Object.assign(new Error(message, { cause }), { code: '57P02' }));
  worker.on('error', (error) => crashed(`the embedded database's thread failed: ${error}`, error));
  worker.on('exit', (code) => crashed(`the embedded database's thread stopped (${code})`));
  // The thread keeps the process alive only while it owes an answer, as PGlite in the process
  // did: a script that forgot to close its database still ends.
  const forget = (id: number) => {
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
  };
  worker.on('message', (reply: PgliteReply) => {
    const waiter = waiting.get(reply.id);
    forget(reply.id);
    if (reply.error) waiter?.reject(databaseError(reply.error));
    else waiter?.resolve(reply);
  });

  const ask = (message: DistributiveOmit<PgliteAsk, 'id'>): Promise<PgliteAnswer> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    worker.ref();
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      try {
        worker.postMessage({ ...message, id });
      } catch (error) {
        // a value the thread cannot be sent (a function, say): nothing was asked
        forget(id);
        reject(error as Error);
      }
    });
  };

  return new Promise((resolve, reject) => {
    waiting.set(0, {
      resolve: () =>
        resolve({
          query: (sql, params) => ask({ kind: 'query', sql, params: [...params] }),
          exec: (sql) => ask({ kind: 'exec', sql }),
          close: async () => {
            await ask({ kind: 'close' }).catch(() => {});
            await worker.terminate();
          },
        }),
      reject: (error) => {
        void worker.terminate();
        reject(error);
      },
    });
  });
}
