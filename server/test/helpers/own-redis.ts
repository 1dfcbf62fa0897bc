import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installDebianPackage } from './debian-package';
import { freeLoopbackPort } from './free-port';

/**
 * A Redis server of the test's own on a free loopback port, holding nothing on disk: a test may
 * stop and start it, which it must never do to the machine's shared one.
 */
export interface OwnRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** SIGTERM, then waits for the exit: clients are cut off and every key is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOP: it keeps its connections open and answers nothing, like a hung host. */
  freeze(): void;
  /** SIGCONT: it answers again, what it held included. */
  thaw(): void;
  /** Stops it if it runs and removes its folder; safe to call twice. */
  dispose(): Promise<void>;
}

const REDIS_SERVER = '/usr/bin/redis-server';

/** Debian's redis-server, installed with apt when missing. */
function redisServerBin(): string {
  if (!existsSync(REDIS_SERVER)) installDebianPackage('redis-server');
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      'redis-server is missing and could not be installed: run `apt-get install -y ' +
        'redis-server` (as root or with sudo), then run the tests again.',
    );
  }
  return REDIS_SERVER;
}

/** Resolves once the server says it takes connections; rejects if it exits first. */
function ready(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
}

/** Starts one; the caller must dispose() it (in afterAll). */
export async function startOwnRedis(): Promise<OwnRedis> {
  const bin = redisServerBin();
  const port = await freeLoopbackPort(6400);
  const dir = mkdtempSync(path.join(tmpdir(), 'island-eats-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir];
  let server: ChildProcess | null = null;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = spawn(bin, [...args, '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await ready(server);
    },
    async stop() {
      const running = server;
      server = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    freeze: () => void server?.kill('SIGSTOP'),
    thaw: () => void server?.kill('SIGCONT'),
    async dispose() {
      own.thaw();
      await own.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await own.start();
  } catch (error) {
    await own.dispose();
    throw error;
  }
  return own;
}
