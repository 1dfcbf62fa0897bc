// A host's page server (packages/page-server: the shell's, restro-menu standalone's) in a
// process of its own, as deployed: it runs the remotes' Node builds, fetched from their
// servers, and serves the host's files beside its pages.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from '@island-eats/build-config/build-apps';
import { NODE_HOST_DIR } from '@island-eats/build-config/node-builds';

/** Whether the built app in `dist` is a host the page server renders (its Node host build). */
export const rendersPages = (dist) => existsSync(path.join(dist, NODE_HOST_DIR));

/**
 * Starts the page server of the host built in `dist` on `port`; `onExit(code)` hears of it
 * stopping by itself. `close()` stops it and resolves once it has.
 */
export function startPageServer({ dist, port, env = process.env, onExit = () => {} }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.mts'], {
    cwd: path.join(root, 'packages/page-server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, PORT: String(port), SITE_DIST: dist },
  });
  let closing = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('exit', (code) => closing || onExit(code));
  return {
    close() {
      closing = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
