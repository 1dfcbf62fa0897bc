import { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers';
// the page server's renderer (jsdom would pick the browser build, which has no pipeable stream)
import { renderToPipeableStream } from 'react-dom/server.node';
import { scopePageData } from '@island-eats/api-client';

// the API's refusal as this registry's api-client knows it (isApiError is an instanceof)
export { ApiError } from '@island-eats/api-client';
import { serverPageData } from '@island-eats/api-client/server-page-data';
import { ReadsProbe, type Reads } from './reads-probe';

// it schedules its work with Node's setImmediate, which jsdom's window does not have
Object.assign(globalThis, { setImmediate });

/**
 * The HTML the page server streams once every read has settled, the answers it hands, and
 * whether a read was refused as not found.
 */
export async function renderOnServer(reads: Reads) {
  const data = serverPageData();
  // this registry's api-client: the page server's, scoped to the one request it renders
  scopePageData(() => data);
  const html = await new Promise<string>((resolve, reject) => {
    let body = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (body += chunk.toString()));
    sink.on('end', () => resolve(body));
    const stream = renderToPipeableStream(<ReadsProbe {...reads} />, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
  return { html, answers: data.answers(), notFound: data.notFound() };
}
