import pg from 'pg';
import type { Db } from './db';

export interface PostgresOptions {
  /** Use (and create if missing) this schema instead of the server's default search_path. */
  schema?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A node-postgres pool behind the Db interface. */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const { schema } = opts;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);

  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    // Nested calls join the outer transaction.
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}
