import path from 'node:path';
import { existsSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageHtml } from './page-html.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { registerSecurityHeaders } from './security-headers.mjs';
import { entryFiles } from './entry-files.mjs';
import { NODE_HOST_DIR } from './node-builds.mjs';

/**
 * A page's HTML as the browser accepts it: brotli or gzip. A rendered page is text of 10-200 KB
 * (a restaurant list, a menu) that a phone's network otherwise carries whole: `/` is 197 KB,
 * 13 KB gzipped. Quick settings: it is made for each request.
 */
function sendHtml(request, reply, html) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html').header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}

/**
 * Whether a request no file answered asks for a page: a browser's (it accepts HTML), or a GET or
 * HEAD of a path with no file extension from a client that does not ask for JSON only (a link
 * preview, an uptime check, curl through nginx, which sends every such path here).
 */
function asksForPage(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = String(request.headers.accept ?? '');
  if (accept.includes('text/html')) return true;
  const pathname = request.url.split('?')[0];
  return !accept.startsWith('application/json') && path.extname(pathname) === '';
}

// Entry points and the runtime config must be re-read on every load; hashed chunks never change.
const revalidated = new Set(entryFiles);

/**
 * Serves one built app the way production does: its dist folder (pre-compressed files when the
 * build made them), `/config.json` from the environment, CORS for the manifest fetch, the
 * security headers (security-headers.mjs), and the SPA's page (pageHtml: index.html with the
 * config inlined) for unknown paths that ask for HTML.
 *
 * A host the page server renders (`renderPage`, packages/page-server) has its pages rendered
 * per request instead: their status, redirect and markup are the renderer's.
 *
 * The page server behind a proxy fetches the remotes' manifests for its preloads on the inside
 * (`remoteUrl`: a public URL as this server fetches it; page-server internal-urls.ts).
 *
 * @param {{ dist: string, port: number, host?: string, config?: object, remoteUrl?: (url: string) => string, renderPage?: (request: { url: string, cookie?: string, nonce: string }) => Promise<{ status: number, redirect?: string, personal: boolean, html: string, styles: string, pageData: object, modules: object, page?: string } | null> }} options
 */
export async function serveApp({
  dist,
  port,
  host = 'localhost',
  config = runtimeConfig(),
  remoteUrl,
  renderPage,
}) {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} is not built`);
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, config);
  const sendPage = async (request, reply) => {
    const styleNonce = reply.raw.styleNonce;
    const rendered = await renderPage?.({
      url: request.url,
      cookie: request.headers.cookie,
      nonce: styleNonce,
    }).catch((error) => {
      // the page still comes, rendered by the browser alone
      console.error(`[page-server] ${request.url} was not rendered:`, error);
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
