import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.resolve(__dirname, '../..');

export interface ApiProcess {
  child: ChildProcess;
  origin: string;
  /** Resolves when the process has ended, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A call answering 200 with JSON (the test fails otherwise). */
  post<T = Record<string, unknown>>(call: string, body: object, headers?: object): Promise<T>;
  get<T = Record<string, unknown>>(call: string, headers?: object): Promise<T>;
  /** What the process has written to stdout so far: its log (LOG_LEVEL warn by default). */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `pnpm start`'s API process (server/src/main.ts) on a free port, with the database and any
 * other settings in `env`; resolves once it listens. `ipc` opens the channel `pnpm start`
 * gives it (scripts/start.mjs).
 */
export async function startApiProcess(
  env: Record<string, string>,
  opts: { ipc?: boolean } = {},
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', DEMO_AUTO_PROGRESS: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit', ...(opts.ipc ? (['ipc'] as const) : [])],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let out = '';
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /API listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`API exited with ${code ?? signal}: ${out}`)),
    );
  });
  const call = async <T>(name: string, init: RequestInit): Promise<T> => {
    const res = await fetch(`${origin}/api/v1/${name}`, init);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  return {
    child,
    origin,
    exited,
    post: (name, body, headers = {}) =>
      call(name, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    get: (name, headers = {}) => call(name, { headers: headers as Record<string, string> }),
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
