import path from 'node:path';

/** server/ — found from this file so scripts work from any working directory. */
export const SERVER_ROOT = path.resolve(__dirname, '..', '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');
