import { createRequire } from 'node:module';
import type { NodeHost, NodeHostEntry } from '@island-eats/app-frame/node-host';

/**
 * The host's Node build (the shell's `dist/node-host/entry.cjs`, build-config node-config.mjs),
 * required from disk: a new host build is taken by restarting the page server, unlike a
 * remote, which is followed while it runs (remote-entries.ts).
 */
export async function loadNodeHost(entryFile: string): Promise<NodeHost> {
  const entry = createRequire(entryFile)(entryFile) as NodeHostEntry;
  return entry.loadNodeHost();
}
