import pg from 'pg';
import type { Db } from './db';
import { timedDbWork, watchPool } from '../metrics/metrics';
import { isDatabaseUnreachable } from './unreachable';

export interface PostgresOptions {
  /** Use (and create if missing) this schema instead of the server's default search_path. */
  schema?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Every call must answer within 2 s while Postgres is down or cut off (issue 20): waiting for a
 * connection (a new one, or a free one of the pool) and each statement are bounded, so a call
 * fails with an error isDatabaseUnreachable knows instead of hanging. A stopped server refuses
 * at once; these bounds are for one that stops answering. Our statements take milliseconds.
 */
export const CONNECT_TIMEOUT_MS = 1_000;
export const QUERY_TIMEOUT_MS = 1_500;
/**
 * The server's own bounds (issue 33): a statement still running after STATEMENT_TIMEOUT_MS
 * (the client gave up at QUERY_TIMEOUT_MS) is cancelled, and a transaction whose client went
 * silent (a network partition: no FIN arrives) is ended after IDLE_IN_TRANSACTION_MS instead
 * of holding its locks until TCP gives up, ~15 min later.
 */
export const STATEMENT_TIMEOUT_MS = 2_000;
export const IDLE_IN_TRANSACTION_MS = 5_000;
/** TCP keepalive probes start after this much silence on an idle connection. */
export const KEEPALIVE_DELAY_MS = 10_000;

/** A node-postgres pool behind the Db interface. */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const { schema } = opts;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    // notices a server that vanished without closing the connection
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);

  watchPool(pool);

  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      // the pool's wait is inside pool.query: the time is the wait and the work together
      const result = await timedDbWork('postgres', 'statement', null, () =>
        pool.query(bounded(sql, params)),
      );
      return result.rows as T[];
    },
    // Scripts (migrations) are not bounded: they run before the API listens.
    async exec(sql: string) {
      const client = await pool.connect();
      try {
        await client.query('SET statement_timeout = 0');
        await client.query(sql);
      } finally {
        // the unbounded setting leaves with its connection
        client.release(true);
      }
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const queued = performance.now();
      const client = await pool.connect();
      return timedDbWork('postgres', 'transaction', queued, () => inTransaction(client, fn));
    },
    close: () => pool.end(),
  };
}

/** `fn` in a transaction on the client, which it releases (to the pool, or out of it). */
async function inTransaction<T>(client: pg.PoolClient, fn: (tx: Db) => Promise<T>): Promise<T> {
  // The pool listens for a lost connection only while the client is idle; checked out, an
  // unheard 'error' event would end the process. The failed statement reports it.
  const ignore = () => {};
  client.on('error', ignore);
  let broken: Error | undefined;
  const inOrder = oneAtATime();
  const run = (sql: string) => inOrder(() => client.query(bounded(sql)));
  try {
    // BEGIN too: on a connection that went silent it would wait for TCP (issue 33)
    await run('BEGIN');
    const result = await fn(clientDb(client, inOrder));
    // A COMMIT that fails, or whose answer is lost, throws: the caller reports a failure,
    // never a success that may not be there. (It may have committed: retries of orders
    // and tips find theirs by the idempotency key.)
    await run('COMMIT');
    return result;
  } catch (error) {
    // A lost connection rolls back on the server's side; asking would only wait. (After any
    // statement fn asked with the one that failed: those stay inside the transaction.)
    if (isDatabaseUnreachable(error)) broken = error as Error;
    else await run('ROLLBACK').catch((failed: Error) => (broken = failed));
    throw error;
  } finally {
    client.removeListener('error', ignore);
    // a connection in an unknown state leaves the pool instead of serving the next call
    client.release(broken);
  }
}

type InOrder = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Runs each work after the one before has ended, in the order given. A transaction's statements
 * asked together (the app asks independent ones at once, which PGlite runs back to back) go to
 * the client so, as pg wants each query ended before the next.
 */
function oneAtATime(): InOrder {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const next = last.then(work, work);
    last = next.catch(() => {});
    return next;
  };
}

function clientDb(client: pg.PoolClient, inOrder: InOrder): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await inOrder(() => client.query(bounded(sql, params)));
      return result.rows as T[];
    },
    exec: (sql: string) =>
      inOrder(async () => {
        await client.query('SET LOCAL statement_timeout = 0');
        await client.query(sql);
      }),
    // Nested calls join the outer transaction.
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

/** One statement with QUERY_TIMEOUT_MS as its bound (pg reads query_timeout per query too). */
function bounded(
  sql: string,
  params: readonly unknown[] = [],
): pg.QueryConfig & { query_timeout: number } {
  return { text: sql, values: params as unknown[], query_timeout: QUERY_TIMEOUT_MS };
}
