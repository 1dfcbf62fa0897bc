import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { installDebianPackage } from './debian-package';
import { freeLoopbackPort } from './free-port';

const run = promisify(execFile);

/**
 * A Postgres server of the test's own, in a temporary folder on a free loopback port: a test
 * may stop and start it, which it must never do to the machine's shared one.
 */
export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  /** `pg_ctl stop -m fast`: clients are cut off, committed work stays on disk. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if it runs and removes its folder; safe to call twice. */
  dispose(): Promise<void>;
}

const DATABASE = 'island_eats';

/** Debian's binaries (/usr/lib/postgresql/<major>/bin), installed with apt when missing. */
function postgresBin(): string {
  const found = newestBin();
  if (found) return found;
  installDebianPackage('postgresql');
  const installed = newestBin();
  if (!installed) {
    throw new Error(
      "PostgreSQL's server binaries are missing and could not be installed: run " +
        '`apt-get install -y postgresql` (as root or with sudo), then run the tests again.',
    );
  }
  return installed;
}

function newestBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((major) => existsSync(path.join(root, major, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : null;
}

/** initdb refuses to run as root: then the cluster belongs to Debian's `postgres` user. */
function serverUser(): { uid: number; gid: number; prefix: string[] } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString());
  return { uid: id('-u'), gid: id('-g'), prefix: ['runuser', '-u', 'postgres', '--'] };
}

/** initdb, start and a fresh database; the caller must dispose() it (in afterAll). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  const user = serverUser();
  const root = mkdtempSync(path.join(tmpdir(), 'island-eats-pg-'));
  if (user) chownSync(root, user.uid, user.gid);
  const dataDir = path.join(root, 'data');
  const port = await freeLoopbackPort(5499);
  const as = (tool: string, args: string[]) => {
    const [command, ...rest] = [...(user?.prefix ?? []), path.join(bin, tool), ...args];
    return run(command as string, rest, { timeout: 60_000 });
  };
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
  ].join(' ');
  let running = false;
  const ctl = async (...args: string[]) => {
    await as('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'server.log'), '-w', ...args]);
  };
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    async start() {
      await ctl('-o', settings, 'start');
      running = true;
    },
    async stop() {
      await ctl('-m', 'fast', 'stop');
      running = false;
    },
    async dispose() {
      if (running) await own.stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    await as('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await own.start();
    await as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE]);
  } catch (error) {
    await own.dispose();
    throw error;
  }
  return own;
}
