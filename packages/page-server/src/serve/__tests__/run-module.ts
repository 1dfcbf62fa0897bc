import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The URL of a file of the page server's src/serve, for a script's import. */
export const serveModule = (file: string) =>
  pathToFileURL(path.resolve(__dirname, '..', file)).href;

/** The URL of a file of build-config, for a script's import. */
export const buildConfigModule = (file: string) =>
  pathToFileURL(path.resolve(__dirname, '../../../../build-config', file)).href;

/**
 * What `script`, an ES module, prints, run by Node with tsx: jest's module system cannot load
 * build-config's ES modules, which the serving code imports. From a file: modules a script
 * given with `-e` imports lose their named exports under tsx.
 */
export function runModule(script: string, env: NodeJS.ProcessEnv = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-server-test-'));
  const file = path.join(dir, 'script.mjs');
  writeFileSync(file, script);
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', file], {
      // tsx is the page server's own
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, ...env },
    }).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
