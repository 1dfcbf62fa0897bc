import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * server/, found from this file so scripts work from any working directory: the nearest folder
 * above it that holds migrations/ (two up from src/db/ run by tsx, one up from the compiled
 * dist/main.js).
 */
function findServerRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'migrations'))) return dir;
  }
  throw new Error(`no migrations/ folder above ${from}`);
}

export const SERVER_ROOT = findServerRoot(__dirname);
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');
