import type { FastifyRequest } from 'fastify';
import path from 'node:path';

/**
 * Whether a request no file answered asks for a page: a browser's (it accepts HTML), or a GET or
 * HEAD of a path with no file extension from a client that does not ask for JSON only (a link
 * preview, an uptime check, curl through nginx, which sends every such path here).
 */
export function asksForPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = String(request.headers.accept ?? '');
  if (accept.includes('text/html')) return true;
  const pathname = request.url.split('?')[0] ?? '';
  return !accept.startsWith('application/json') && path.extname(pathname) === '';
}
