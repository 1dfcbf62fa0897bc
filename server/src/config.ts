import type { DbConfig } from './db/open-db';
import { dbConfigFromEnv } from './db/open-db';

export interface ServerConfig {
  port: number;
  host: string;
  db: DbConfig;
  /** Origin that image URLs in answers are built on. */
  publicUrl: string;
  /** false pauses ordering: listRestaurant answers loginActive 0. */
  loginActive: boolean;
}

/** Reads PORT, HOST, DATABASE_URL, DATA_DIR, PUBLIC_URL and LOGIN_ACTIVE. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    db: dbConfigFromEnv(env),
    publicUrl: (env.PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    loginActive: !/^(false|0|no|off)$/i.test(env.LOGIN_ACTIVE ?? ''),
  };
}
