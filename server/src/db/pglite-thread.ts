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

/** Answer to ask `id` (0: the database is ready, or failed to open), with when it ran. */
export type PgliteReply =
  | { id: number; rows: unknown[]; startedAt: number; finishedAt: number; error?: undefined }
  | { id: number; error: Record<string, unknown> };

export type PgliteAnswer = Pick<
  PgliteReply & { error?: undefined },
  'rows' | 'startedAt' | 'finishedAt'
>;

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

// Beside the bundle (server/dist, scripts/build.mjs builds it as an entry of its own), else
// the source beside this file.
const WORKER_FILE = ['pglite-worker.js', 'pglite-worker.ts']
  .map((name) => path.join(__dirname, name))
  .find((file) => existsSync(file))!;
// (a thread takes no `--import tsx` of its own on Node 20: the source registers tsx itself)
const WORKER_SOURCE = WORKER_FILE.endsWith('.ts')
  ? `require(${JSON.stringify(createRequire(WORKER_FILE).resolve('tsx/cjs/api'))}).register();
     require(${JSON.stringify(WORKER_FILE)});`
  : WORKER_FILE;

/** A statement's failure as the database raised it: an Error with Postgres' code and fields. */
function databaseError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/** Starts the database's thread; resolves once PGlite is open. */
export function startPgliteThread(data: PgliteWorkerData): Promise<PgliteThread> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: WORKER_FILE.endsWith('.ts'),
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
  worker.on('error', (error) => stop(error));
  worker.on('exit', (code) => stop(new Error(`the embedded database's thread stopped (${code})`)));
  worker.on('message', (reply: PgliteReply) => {
    const waiter = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.error) waiter?.reject(databaseError(reply.error));
    else waiter?.resolve(reply);
  });

  // The thread keeps the process alive only while it owes an answer, as PGlite in the process
  // did: a script that forgot to close its database still ends.
  const ask = (message: DistributiveOmit<PgliteAsk, 'id'>): Promise<PgliteAnswer> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    worker.ref();
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
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
