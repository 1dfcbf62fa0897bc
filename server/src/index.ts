/** What other workspace code (scripts, e2e) may use of the server. */
export { buildApp, API_PREFIX } from './app';
export type { BuildAppOptions } from './app';
export { readConfig } from './config';
export type { ServerConfig } from './config';
export type { Db } from './db/db';
export { openDb, dbConfigFromEnv } from './db/open-db';
export type { DbConfig } from './db/open-db';
export { migrate } from './db/migrate';
export { seedDemo, seedIfEmpty } from './seed/seed';
export { DEMO_CUSTOMER } from './seed/demo-people';
export { SOCKET_PATH } from './socket';
