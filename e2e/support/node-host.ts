import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RemoteModuleId } from '@island-eats/app-frame/remote-contracts';
import type { ChildAsk, ChildOptions, LoadAnswer, RssAnswer } from './node-host-child';

const root = path.resolve(__dirname, '../..');

/** The page server's remote loading (node-host-child.ts) in a process of its own. */
export interface NodeHostProcess {
  load(id: RemoteModuleId): Promise<LoadAnswer>;
  memory(): Promise<RssAnswer['memory']>;
  stop(): Promise<void>;
}

export async function startNodeHost(options: ChildOptions): Promise<NodeHostProcess> {
  const child: ChildProcess = fork(
    path.join(__dirname, 'node-host-child.ts'),
    [JSON.stringify(options)],
    {
      // tsx is the page server's; --import resolves it from the working folder
      cwd: path.join(root, 'packages/page-server'),
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const waiting = new Map<number, (answer: LoadAnswer | RssAnswer) => void>();
  let seq = 0;
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: LoadAnswer | RssAnswer | { ready: true }) => {
      if ('ready' in message) return resolve();
      waiting.get(message.seq)?.(message);
      waiting.delete(message.seq);
    });
    child.once('exit', (code) => reject(new Error(`the node host exited with ${code}`)));
  });
  const ask = <T extends LoadAnswer | RssAnswer>(request: ChildAsk) =>
    new Promise<T>((resolve) => {
      seq += 1;
      waiting.set(seq, resolve as (answer: LoadAnswer | RssAnswer) => void);
      child.send({ ...request, seq });
    });
  return {
    load: (id) => ask<LoadAnswer>({ type: 'load', id }),
    memory: () => ask<RssAnswer>({ type: 'rss' }).then((answer) => answer.memory),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
