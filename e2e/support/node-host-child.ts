// The page server's part that loads remotes (page-server's remote-entries.ts over the shell's
// Node host build), alone in a child process, driven by a test over IPC: the federation runtime
// keeps its state on the process' globals and runs remote code with vm in the main context,
// which a jest sandbox is not. `node --expose-gc --import tsx node-host-child.ts <options JSON>`.
import path from 'node:path';
import { loadNodeHost, remoteEntries, type RemoteEntries } from '@island-eats/page-server';
import type { RemoteModuleId } from '@island-eats/app-frame/remote-contracts';

export interface ChildOptions {
  entries: RemoteEntries;
  allowedOrigins: string[];
}
export type ChildAsk = { type: 'load'; id: RemoteModuleId } | { type: 'rss' };
export type ChildRequest = ChildAsk & { seq: number };
export interface LoadAnswer {
  seq: number;
  ms: number;
  unavailable: boolean;
  exports: string[];
  /** The URLs the runtime fetched for this load. */
  fetched: string[];
  /** Each shared module loaded in the process so far, by the app whose copy it is. */
  sharedFrom: Record<string, string>;
}
export interface RssAnswer {
  seq: number;
  /** After a full garbage collection. */
  memory: { rss: number; heapUsed: number };
}

const root = path.resolve(__dirname, '../..');
const options = JSON.parse(process.argv[2] ?? '{}') as ChildOptions;
const send = (message: LoadAnswer | RssAnswer | { ready: true }) => process.send?.(message);

// what the runtime fetches (the entries, their chunks), recorded as it goes through
let fetched: string[] = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  fetched.push(String(input instanceof Request ? input.url : input));
  return realFetch(input, init);
};

interface ShareScopes {
  [instance: string]: Record<
    string,
    Record<string, Record<string, { from: string; loaded?: boolean }>>
  >;
}

function sharedFrom(): Record<string, string> {
  const scopes = (globalThis as { __FEDERATION__?: { __SHARE__: ShareScopes } }).__FEDERATION__;
  const from: Record<string, string> = {};
  for (const scope of Object.values(scopes?.__SHARE__ ?? {})) {
    for (const modules of Object.values(scope)) {
      for (const [name, versions] of Object.entries(modules)) {
        for (const shared of Object.values(versions)) if (shared.loaded) from[name] = shared.from;
      }
    }
  }
  return from;
}

async function main() {
  const host = await loadNodeHost(path.join(root, 'apps/shell/dist/node-host/entry.cjs'));
  const remotes = remoteEntries({ host, ...options, log: () => undefined });
  process.on('message', async (request: ChildRequest) => {
    if (request.type === 'rss') {
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ seq: request.seq, memory: { rss, heapUsed } });
      return;
    }
    fetched = [];
    const started = performance.now();
    const loaded = await remotes.load(request.id);
    const ms = performance.now() - started;
    const module = 'module' in loaded ? (loaded.module as unknown as Record<string, unknown>) : {};
    send({
      seq: request.seq,
      ms,
      unavailable: 'unavailable' in loaded,
      exports: Object.keys(module).filter((name) => module[name] !== undefined),
      fetched,
      sharedFrom: sharedFrom(),
    });
  });
  send({ ready: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
