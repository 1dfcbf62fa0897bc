import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { registry } from './metrics';

/**
 * GET /metrics on a port of its own (METRICS_PORT), never on the API's: the public site's proxy
 * reaches the API's port only, so no visitor reads the process's figures. Resolves once it
 * listens; close() stops it.
 */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('No metrics.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
