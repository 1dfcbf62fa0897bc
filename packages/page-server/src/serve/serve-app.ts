import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageRequest, RenderedPage } from '@island-eats/app-frame/node-host';
import type { RuntimeConfig } from '@island-eats/app-frame/remote-contracts';
import { entryFiles } from '@island-eats/build-config/entry-files';
import { NODE_HOST_DIR } from '@island-eats/build-config/node-builds';
import { runtimeConfig } from '@island-eats/build-config/runtime-config';
import { asksForPage } from './asks-for-page';
import { pageHtml } from './page-html';
import { registerSecurityHeaders, styleNonceOf } from './security-headers';
import { sendHtml } from './send-html';

export interface ServeAppOptions {
  /** The app's built folder. */
  dist: string;
  port: number;
  host?: string;
  config?: RuntimeConfig;
  /**
   * A remote's file (public URL) as this server fetches it: its preloads' manifests, which
   * behind a proxy are read on the inside (internal-urls.ts).
   */
  remoteUrl?: (publicUrl: string) => string;
  renderPage?: (
    request: Pick<PageRequest, 'url' | 'cookie' | 'nonce'>,
  ) => Promise<RenderedPage | null>;
}

// The entry files name all the others, so browsers re-read them on every load; hashed chunks
// never change.
const revalidated = new Set(entryFiles);

/**
 * Serves one built app the way production does: its dist folder (pre-compressed files when the
 * build made them), `/config.json` from the environment, CORS for the manifest fetch, the
 * security headers (security-headers.ts), and the SPA's page (pageHtml: index.html with the
 * config inlined) for unknown paths that ask for HTML.
 *
 * A host the page server renders (`renderPage`, main.mts) has its pages rendered per request
 * instead: their status, redirect and markup are the renderer's.
 */
export async function serveApp({
  dist,
  port,
  host = 'localhost',
  config = runtimeConfig(),
  remoteUrl,
  renderPage,
}: ServeAppOptions): Promise<FastifyInstance> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} is not built`);
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, config);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const styleNonce = styleNonceOf(reply);
    const rendered = await renderPage?.({
      url: request.url,
      cookie: request.headers.cookie,
      nonce: styleNonce,
    }).catch((error: unknown) => {
      // the page still comes, rendered by the browser alone; the log names the path only, as a
      // query may carry a token (an owner's invitation link)
      console.error(`[page-server] ${request.url.split('?')[0]} was not rendered:`, error);
      return null;
    });
    if (!rendered) {
      const html = await pageHtml(dist, config, { styleNonce });
      return sendHtml(request, reply.header('Cache-Control', 'no-cache'), html);
    }
    if (rendered.redirect) return reply.redirect(rendered.redirect, rendered.status);
    const html = await pageHtml(dist, config, { styleNonce, rendered, remoteUrl });
    // a page rendered with a visitor's own values (their session, their island) is kept by no
    // cache, nor shown again from one after a logout
    reply
      .code(rendered.status)
      .header('Cache-Control', rendered.personal ? 'private, no-store' : 'no-cache');
    return sendHtml(request, reply, html);
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config;
  });
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    // the host's Node build is the page server's own; a remote's Node build (node/) is served
    // like its browser files, to the page server
    allowedPath: (pathName) => !pathName.startsWith(`/${NODE_HOST_DIR}/`),
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      reply.header(
        'Cache-Control',
        revalidated.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (asksForPage(request)) return sendPage(request, reply);
    return reply.code(404).send({ error: 'true', errorMessage: 'Not found.' });
  });

  await app.listen({ port, host });
  return app;
}
