import type { DbConfig } from './db/open-db';
import { dbConfigFromEnv } from './db/open-db';
import { OTP_RULES } from './auth/otp-rules';

export interface ServerConfig {
  port: number;
  host: string;
  db: DbConfig;
  /** Origin that image URLs in answers are built on. */
  publicUrl: string;
  /** false pauses ordering: listRestaurant answers loginActive 0. */
  loginActive: boolean;
  /** Codes one address may request per hour (OTP_MAX_PER_IP); DESIGN.md §5's limit by default. */
  otpMaxPerIp: number;
}

/** Reads PORT, HOST, DATABASE_URL, DATA_DIR, PUBLIC_URL, LOGIN_ACTIVE and OTP_MAX_PER_IP. */
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
    otpMaxPerIp: Number(env.OTP_MAX_PER_IP) || OTP_RULES.maxPerIpPerWindow,
  };
}
