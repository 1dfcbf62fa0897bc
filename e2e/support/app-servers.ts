import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiUrl, site } from './site';

const root = path.resolve(__dirname, '../..');

/**
 * The environment of a test's own app servers: the test site's API and apps, but for the apps
 * given (folder name to origin), which the test serves itself.
 */
export function siteEnvWith(own: Record<string, string>): NodeJS.ProcessEnv {
  const origins = { ...site.apps, ...own };
  const env: NodeJS.ProcessEnv = { ...process.env, API_URL: apiUrl };
  for (const [dir, origin] of Object.entries(origins)) {
    env[`${dir.toUpperCase().replace(/-/g, '_')}_URL`] = origin;
  }
  return env;
}

/**
 * Serves one built app as `pnpm start` does (scripts/serve-app.mjs), from its dist or from
 * `dist` (another build of it); resolves once it listens.
 */
export async function serveApp(
  dir: string,
  port: number,
  env: NodeJS.ProcessEnv,
  dist?: string,
): Promise<ChildProcess> {
  const args = ['--import', 'tsx', path.join(root, 'scripts/serve-app.mjs'), dir, String(port)];
  // tsx is resolved from the working folder, the root's
  const server = spawn(process.execPath, dist ? [...args, dist] : args, { env, cwd: root });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('served on') && resolve(),
    );
    server.once('exit', (code) => reject(new Error(`${dir} server exited with ${code}`)));
  });
  return server;
}

export async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** A copy of an app's built dist in a temporary folder: to serve, change or roll onto. */
export function copyOfDist(dir: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), `island-eats-${dir}-`));
  cpSync(path.join(root, 'apps', dir, 'dist'), copy, { recursive: true });
  return copy;
}
