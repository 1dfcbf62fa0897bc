// The types of app-server.mjs, for the page server (packages/page-server), which is TypeScript.
import type { FastifyInstance } from 'fastify';
import type { RenderedPage, PageRequest } from '@island-eats/app-frame/node-host';
import type { RuntimeConfig } from '@island-eats/app-frame/remote-contracts';

export function serveApp(options: {
  dist: string;
  port: number;
  host?: string;
  config?: RuntimeConfig;
  /** A remote's file (public URL) as this server fetches it: its preloads' manifests. */
  remoteUrl?: (publicUrl: string) => string;
  renderPage?: (
    request: Pick<PageRequest, 'url' | 'cookie' | 'nonce'>,
  ) => Promise<RenderedPage | null>;
}): Promise<FastifyInstance>;
