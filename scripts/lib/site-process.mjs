// Runs a whole copy of the site (`scripts/start.mjs`) on shifted ports and a fresh database,
// for the browser tests and the benchmarks, so they never touch a developer's `pnpm start`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apps } from '@island-eats/build-config';

const root = path.resolve(import.meta.dirname, '../..');
const envName = (app) => `${app.dir.toUpperCase().replace(/-/g, '_')}_URL`;

/** The URLs of a site copy whose ports are the usual ones plus `shift`. */
export function siteUrls(shift) {
  return {
    api: `http://localhost:${4000 + shift}`,
    apps: Object.fromEntries(apps.map((app) => [app.dir, `http://localhost:${app.port + shift}`])),
  };
}

async function waitFor(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts the site as `pnpm start` does; resolves once the API and every app answer. */
export async function startSite({ shift, env = {} }) {
  const urls = siteUrls(shift);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'island-eats-'));
  const siteEnv = {
    API_URL: urls.api,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_AUTO_PROGRESS: '0',
    // every browser test signs its customers up from 127.0.0.1
    OTP_MAX_PER_IP: '1000',
    // and logs them in, sends and checks their codes and places their orders from there too:
    // the per-address request limits would count the whole suite as one client (per-account
    // limits still apply)
    RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1',
  };
  for (const app of apps) siteEnv[envName(app)] = urls.apps[app.dir];
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...siteEnv, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  await waitFor(`${urls.api}/api/v1/health`, deadline);
  await Promise.all(Object.values(urls.apps).map((url) => waitFor(`${url}/config.json`, deadline)));

  async function stop() {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { urls, stop };
}
