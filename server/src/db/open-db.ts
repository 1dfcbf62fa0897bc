import type { Db } from './db';
import { DEFAULT_DATA_DIR } from './paths';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type DbConfig =
  | { kind: 'pglite'; /** undefined = in memory */ dataDir?: string }
  | { kind: 'postgres'; url: string; schema?: string };

/** DATABASE_URL set means that Postgres; otherwise embedded PGlite in DATA_DIR. */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.DATA_DIR || DEFAULT_DATA_DIR };
}

export function openDb(config: DbConfig): Promise<Db> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, { schema: config.schema })
    : openPglite(config.dataDir);
}
