import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../../src/app';
import { buildApp } from '../../src/app';

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  origin: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** The real app on a random port, reached over real HTTP with fetch. */
export async function startTestServer(opts: BuildAppOptions): Promise<TestServer> {
  const app = await buildApp(opts);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  const url = (path: string) => (path.startsWith('/') ? origin + path : `${origin}/api/v1/${path}`);
  return {
    app,
    origin,
    get: (path, headers) => fetch(url(path), { headers }),
    post: (path, body, headers) =>
      fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: () => app.close(),
  };
}
