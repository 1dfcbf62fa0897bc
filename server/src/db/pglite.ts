import { mkdirSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createDataDir } from './create-data-dir';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db';
import { epochMs, startPgliteThread, type PgliteAnswer, type PgliteThread } from './pglite-thread';
import { observeDbWork } from '../metrics/metrics';

/**
 * Embedded Postgres, on a thread of its own. `dataDir` undefined keeps the database in memory
 * (tests), else in that folder; a new one (empty) is made first (create-data-dir.ts), as a
 * copy of `copyOf` (a file of a database PGlite dumped) when given.
 */
export async function openPglite(dataDir?: string, copyOf?: string): Promise<Db> {
  // PGlite makes only the last folder of the path: a fresh clone has no `.data/` yet.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    if (dataDir && readdirSync(dataDir).length === 0) {
      await createDataDir(dataDir, copyOf);
    }
    const copy = !dataDir && copyOf ? await readFile(copyOf) : undefined;
    const thread = await startPgliteThread({
      dataDir,
      copyOf: copy?.buffer.slice(copy.byteOffset, copy.byteOffset + copy.byteLength),
    });
    const db = pgliteDb(thread);
    return { ...db, close: () => db.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The Db of an open PGlite. PGlite is one connection, and its thread runs statements in the
 * order they are asked: a statement is asked at once, so the thread never waits for this one
 * between two, except that a transaction holds back everything asked after it until its
 * COMMIT (or ROLLBACK) is asked, so nothing else runs inside it.
 */
export function pgliteDb(pg: PgliteThread): Db {
  // No other process opens this database, so every write passes through here.
  let writes = 0;
  const counted = <T>(work: Promise<T>) =>
    work.finally(() => {
      writes += 1;
    });
  /** Settles when the transactions asked so far have asked their COMMIT or ROLLBACK. */
  let free: Promise<void> = Promise.resolve();
  const statement = async (ask: () => Promise<PgliteAnswer>) => {
    const queuedAt = epochMs();
    await free;
    const answer = await ask();
    observeDbWork('pglite', 'statement', queuedAt, answer.startedAt, answer.finishedAt);
    return answer.rows;
  };
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const rows = statement(() => pg.query(sql, params));
      return (await (READ_ONLY.test(sql) ? rows : counted(rows))) as T[];
    },
    async exec(sql: string) {
      await counted(statement(() => pg.exec(sql)));
    },
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      const queuedAt = epochMs();
      const before = free;
      let done!: () => void;
      free = new Promise((resolve) => (done = resolve));
      return counted(before.then(() => inTransaction(pg, fn, done, queuedAt)));
    },
    close: () => pg.close(),
    completedWrites: () => writes,
  };
}

/** A plain SELECT changes no table (the app's SELECTs call nothing that writes one). */
const READ_ONLY = /^\s*SELECT\b/i;

/**
 * fn's statements between BEGIN and COMMIT, rolled back when fn throws; `done` once the
 * COMMIT or ROLLBACK is asked (the thread runs whatever is asked next after it).
 */
async function inTransaction<T>(
  pg: PgliteThread,
  fn: (tx: Db) => Promise<T>,
  done: () => void,
  queuedAt: number,
): Promise<T> {
  let ended = false;
  // A statement asked after the end would run outside the transaction, or inside the next.
  const open = () => {
    if (ended) throw new Error('a statement asked after its transaction ended');
  };
  const tx: Db = {
    query: async <R>(sql: string, params: readonly unknown[] = []) => {
      open();
      return (await pg.query(sql, params)).rows as R[];
    },
    exec: async (sql: string) => {
      open();
      await pg.exec(sql);
    },
    // Nested calls join the outer transaction.
    transaction: (inner) => inner(tx),
    close: async () => {},
  };
  const end = (sql: 'COMMIT' | 'ROLLBACK') => {
    ended = true;
    const answer = pg.exec(sql);
    done();
    return answer;
  };
  // (BEGIN is not waited for: the thread runs fn's first statement after it all the same)
  const begun = pg.exec('BEGIN');
  // (a failed BEGIN fails fn's statements too; awaited below only on the way to COMMIT)
  begun.catch(() => {});
  try {
    const result = await fn(tx);
    const { startedAt } = await begun;
    const committed = await end('COMMIT');
    observeDbWork('pglite', 'transaction', queuedAt, startedAt, committed.finishedAt);
    return result;
  } catch (error) {
    // Once COMMIT is asked, whatever came after it may already run: a ROLLBACK now would undo
    // the next call's transaction. A failed COMMIT has ended the transaction itself.
    if (!ended) await end('ROLLBACK').catch(() => {});
    throw error;
  }
}
