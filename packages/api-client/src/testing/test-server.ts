// For tests only: the apps' component tests answer their calls from a real local HTTP server.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  body: unknown;
}

/**
 * A real HTTP server on a free port; it answers CORS like the API must, since the apps run on
 * other origins than the API.
 */
export async function startTestServer() {
  const received: Received[] = [];
  let reply: (request: Received) => Reply = () => ({ body: { error: 'false' } });

  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://test');
      const request: Received = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const { status = 200, body } = reply(request);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    last(): Received {
      const request = received.at(-1);
      if (!request) throw new Error('no request reached the server');
      return request;
    },
    reply(next: (request: Received) => Reply) {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // a page's request still open (a reload the test did not wait for) must not hold it
        server.closeAllConnections();
      }),
  };
}

/** The value of one part of a multipart body. */
export function formField(body: string, name: string): string | undefined {
  const match = new RegExp(
    `name="${name}"\\r\\n(?:[^\\r\\n]+\\r\\n)*\\r\\n([\\s\\S]*?)\\r\\n--`,
  ).exec(body);
  return match?.[1];
}
