import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * Answers smaller than this go as they are: a few hundred bytes fit one packet either way, and
 * the header and the client's inflating would cost more than they save.
 */
export const MIN_ENCODED_BYTES = 1_024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding to send to a client whose Accept-Encoding is `accepted`: brotli where it is
 * accepted (about a tenth of a menu's JSON), else gzip, else none. `q=0` refuses an encoding.
 */
export function preferredEncoding(accepted: string | undefined): ContentEncoding | undefined {
  if (!accepted) return undefined;
  const acceptable = new Set<string>();
  for (const part of accepted.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) acceptable.add(name.trim());
  }
  if (acceptable.has('br')) return 'br';
  if (acceptable.has('gzip') || acceptable.has('*')) return 'gzip';
  return undefined;
}

/**
 * `body` encoded once for every later send. Off the event loop (zlib's thread pool); brotli at
 * quality 5 packs JSON nearly as tight as its slow best in a few milliseconds per 500 KB.
 */
export function encodeAnswer(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(body);
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
